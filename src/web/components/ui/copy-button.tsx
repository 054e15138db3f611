import { CheckIcon, CopyIcon, XIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { m } from "@/paraglide/messages";
import { Button } from "@/web/components/ui/button";

const RESET_AFTER_MS = 2_000;

/** Copies `value`; the button itself says "Copied!" or "Error" for 2 s. `label` names what it copies. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "error">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), RESET_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setState("copied"),
      () => setState("error"),
    );
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="min-h-11"
      onClick={() => void copy()}
      aria-label={label}
    >
      {state === "copied" ? (
        <CheckIcon aria-hidden="true" />
      ) : state === "error" ? (
        <XIcon aria-hidden="true" />
      ) : (
        <CopyIcon aria-hidden="true" />
      )}
      <span aria-live="polite">
        {state === "copied" ? m.ui_copied() : state === "error" ? m.ui_copy_error() : m.ui_copy()}
      </span>
    </Button>
  );
}
