import { ZapIcon } from "lucide-react";
import { m } from "@/paraglide/messages";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardTitle } from "@/web/components/ui/card";
import { ContentSection } from "@/web/components/ui/section";
import { PhaseStatusBadge } from "@/web/features/marketing/roadmap/phase-status-badge";
import { phaseNumber, phases } from "@/web/features/marketing/roadmap/phases";
import { cn } from "@/web/lib/cn";

/** The ten development phases, numbered 01 to 10, each with its status. */
export function PhaseList() {
  return (
    <ContentSection id="phases" title={m.roadmap_phases_title()}>
      <ol className="grid gap-6 md:grid-cols-2">
        {phases.map((phase, index) => {
          const active = phase.status === "In Progress";
          const number = phaseNumber(index);
          return (
            <li key={number}>
              <Card className={cn("h-full", active && "border-brand-500 ring-2 ring-brand-500")}>
                <CardContent className="flex gap-4">
                  <span
                    aria-hidden
                    className={cn(
                      "font-bold text-3xl tabular-nums",
                      active ? "text-brand-700" : "text-slate-500",
                    )}
                  >
                    {number}
                  </span>
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <PhaseStatusBadge status={phase.status} />
                      {phase.label ? (
                        <Badge tone="brand">
                          <ZapIcon className="size-3.5" aria-hidden />
                          {phase.label}
                        </Badge>
                      ) : null}
                    </div>
                    <CardTitle className="mt-3 break-words">
                      <span className="sr-only">{`${m.roadmap_phases_number({ number })} `}</span>
                      {phase.title}
                    </CardTitle>
                    {phase.period ? (
                      <p className="mt-1 font-medium text-slate-600 text-sm">{phase.period}</p>
                    ) : null}
                    <p className="mt-2 break-words text-slate-600 text-sm">{phase.description}</p>
                  </div>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ol>
    </ContentSection>
  );
}
