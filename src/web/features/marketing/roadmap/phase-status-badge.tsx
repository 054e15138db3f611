import { CircleCheckIcon, CircleDashedIcon, LoaderCircleIcon } from "lucide-react";
import { Badge } from "@/web/components/ui/badge";
import type { PhaseStatus } from "@/web/features/marketing/roadmap/phases";

const looks = {
  Completed: { tone: "success", icon: CircleCheckIcon },
  "In Progress": { tone: "warning", icon: LoaderCircleIcon },
  Planned: { tone: "neutral", icon: CircleDashedIcon },
} as const;

/** A phase's status as coloured text with an icon, so colour is never the only signal. */
export function PhaseStatusBadge({ status }: { status: PhaseStatus }) {
  const { tone, icon: Icon } = looks[status];
  return (
    <Badge tone={tone}>
      <Icon className="size-3.5" aria-hidden />
      {status}
    </Badge>
  );
}
