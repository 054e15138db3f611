import type { AdminTransferRow, SkipReason } from "@/shared/admin/transfers";

type Tone = "neutral" | "success" | "warning" | "danger" | "brand";

/** Why the indexer recorded a log instead of counting it, in words, and its badge's colour. */
export const skipReasonLabels: Record<SkipReason, { label: string; tone: Tone }> = {
  zero_value: { label: "Zero value", tone: "neutral" },
  malformed: { label: "Malformed", tone: "warning" },
  unstorable: { label: "Not stored", tone: "danger" },
};

type Finality = Extract<AdminTransferRow, { kind: "outgoing" }>["finality"];

export const finalityLabels: Record<Finality, { label: string; tone: Tone }> = {
  pending: { label: "Pending", tone: "neutral" },
  final: { label: "Final", tone: "success" },
  orphaned: { label: "Orphaned", tone: "neutral" },
};
