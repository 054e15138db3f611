import { LoaderCircleIcon } from "lucide-react";
import { useId } from "react";
import { m } from "@/paraglide/messages";
import { Button } from "@/web/components/ui/button";

/**
 * A form's main button: disabled until the captcha is solved (a line below says why) and while
 * the request runs, when it shows the busy label.
 */
export function SubmitButton({
  busy,
  ready,
  label,
  busyLabel,
  notReadyHint = m.auth_submit_captcha_hint(),
}: {
  busy: boolean;
  ready: boolean;
  label: string;
  busyLabel: string;
  /** Says why the button is disabled; null when the form shows that itself. */
  notReadyHint?: string | null;
}) {
  const notReadyHintId = useId();
  const showHint = !ready && !busy && notReadyHint !== null;
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="submit"
        size="lg"
        // Georgian labels are long: on a narrow phone the label wraps rather than overflows.
        className="h-auto min-h-12 whitespace-normal py-2 w-full"
        disabled={busy || !ready}
        aria-describedby={showHint ? notReadyHintId : undefined}
      >
        {busy ? <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden /> : null}
        {busy ? busyLabel : label}
      </Button>
      {showHint ? (
        <p id={notReadyHintId} className="text-center text-slate-600 text-xs">
          {notReadyHint}
        </p>
      ) : null}
    </div>
  );
}
