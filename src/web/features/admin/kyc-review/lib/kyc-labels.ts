import type { AdminKycRow } from "@/shared/admin/kyc-review";
import { kycStatusLabel } from "@/shared/format/statuses";
import { documentTypeLabels, nationalityLabels } from "@/shared/kyc/kyc-schemas";

type Tone = "success" | "warning" | "danger";

/** A submission's state in the console: the words and colours the investor's dashboard uses. */
export const kycStatusBadges: Record<AdminKycRow["status"], { label: string; tone: Tone }> = {
  pending: { label: kycStatusLabel.pending(), tone: "warning" },
  verified: { label: kycStatusLabel.verified(), tone: "success" },
  rejected: { label: kycStatusLabel.rejected(), tone: "danger" },
};

export const documentTypeLabel = (type: keyof typeof documentTypeLabels) => documentTypeLabels[type];

/** The wizard stores a code; an unknown one (an older list) is shown as it is. */
export function nationalityLabel(code: string): string {
  return nationalityLabels[code] ?? code;
}
