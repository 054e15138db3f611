import { Progress } from "@/web/components/ui/progress";
import { STEP_COUNT } from "@/web/features/kyc/lib/wizard-steps";

/** "Step n of 4", the percent complete and a progress bar (the step itself counts as reached). */
export function WizardProgress({ step }: { step: number }) {
  const percent = Math.round(((step + 1) / STEP_COUNT) * 100);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="font-semibold text-slate-900">
          Step {step + 1} of {STEP_COUNT}
        </p>
        <p className="text-slate-600">{percent}% complete</p>
      </div>
      <Progress value={percent} aria-label="Identity check progress" />
    </div>
  );
}
