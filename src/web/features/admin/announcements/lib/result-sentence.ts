import type { Announcement } from "@/shared/admin/announcements";
import { formatCount } from "@/shared/format/money";

export const kindLabels: Record<Announcement["kind"], string> = {
  dividend: "Dividend",
  system: "News (system)",
};

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** What a published announcement reached: "Sent to 12 investors; e-mailed to 5 subscribers." */
export function resultSentence({ notified, emailed }: { notified: number; emailed: number }): string {
  return `Sent to ${count(notified, "investor", "investors")}; e-mailed to ${count(emailed, "subscriber", "subscribers")}.`;
}
