import { m } from "@/paraglide/messages";
import { Progress } from "@/web/components/ui/progress";
import { STEP_COUNT, wizardPercent } from "@/web/features/kyc/lib/wizard-steps";

/** "Step n of 4", the percent complete and a progress bar: 100% only once the documents are submitted. */
export function WizardProgress({ step, submitted }: { step: number; submitted: boolean }) {
  const percent = wizardPercent(step, submitted);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="font-semibold text-slate-900">
          {m.kyc_wizard_progress_step({ step: String(step + 1), count: String(STEP_COUNT) })}
        </p>
        <p className="text-slate-600">{m.kyc_wizard_progress_percent({ percent: String(percent) })}</p>
      </div>
      <Progress value={percent} aria-label={m.kyc_wizard_progress_label()} />
    </div>
  );
}
