import { CircleCheckIcon, CircleDashedIcon, LoaderCircleIcon } from "lucide-react";
import { m } from "@/paraglide/messages";
import { Badge } from "@/web/components/ui/badge";
import type { PhaseStatus } from "@/web/features/marketing/roadmap/phases";

const looks = {
  Completed: { tone: "success", icon: CircleCheckIcon, text: m.roadmap_phases_status_completed },
  "In Progress": { tone: "warning", icon: LoaderCircleIcon, text: m.roadmap_phases_status_in_progress },
  Planned: { tone: "neutral", icon: CircleDashedIcon, text: m.roadmap_phases_status_planned },
} as const;

/** A phase's status as coloured text with an icon, so colour is never the only signal. */
export function PhaseStatusBadge({ status }: { status: PhaseStatus }) {
  const { tone, icon: Icon, text } = looks[status];
  return (
    <Badge tone={tone}>
      <Icon className="size-3.5" aria-hidden />
      {text()}
    </Badge>
  );
}
