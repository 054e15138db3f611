import type { AdminKycRow } from "@/shared/admin/kyc-review";
import { documentTypeLabels, nationalityLabels } from "@/shared/kyc/kyc-schemas";

type Tone = "success" | "warning" | "danger";

/** A submission's state in the console: the words and colours the investor's dashboard uses. */
export const kycStatusBadges: Record<AdminKycRow["status"], { label: string; tone: Tone }> = {
  pending: { label: "Pending", tone: "warning" },
  verified: { label: "Verified", tone: "success" },
  rejected: { label: "Rejected", tone: "danger" },
};

export const documentTypeLabel = (type: keyof typeof documentTypeLabels) => documentTypeLabels[type];

/** The wizard stores a code; an unknown one (an older list) is shown as it is. */
export function nationalityLabel(code: string): string {
  return nationalityLabels[code] ?? code;
}

const dateOnly = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

/** A calendar date (YYYY-MM-DD) as written, whatever the operator's time zone. */
export const formatDate = (isoDate: string) => dateOnly.format(new Date(`${isoDate}T00:00:00Z`));

/** A file size in words a person reads (the documents are at most 10 MB). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
