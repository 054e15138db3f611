import { Progress } from "@/web/components/ui/progress";
import { STEP_COUNT, wizardPercent } from "@/web/features/kyc/lib/wizard-steps";

/** "Step n of 4", the percent complete and a progress bar: 100% only once the documents are submitted. */
export function WizardProgress({ step, submitted }: { step: number; submitted: boolean }) {
  const percent = wizardPercent(step, submitted);
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
