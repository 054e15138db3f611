import { CopyButton } from "@/web/components/ui/copy-button";
import { cn } from "@/web/lib/cn";

/**
 * An address or a transaction hash in full, with a button that copies it. The value breaks at any
 * character (a 42- or 66-character string has no spaces), so it never makes a phone's page wider
 * than the screen; the button sits beside it when there is room and under it when not.
 */
export function CopyableValue({
  value,
  copyLabel,
  testId,
  className,
}: {
  value: string;
  /** The copy button's accessible name: "Copy wallet address", "Copy transaction hash". */
  copyLabel: string;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={cn("flex min-w-0 flex-wrap items-center gap-2", className)}>
      <span className="min-w-0 flex-[1_1_12rem] break-all font-mono text-xs" data-testid={testId}>
        {value}
      </span>
      <CopyButton value={value} label={copyLabel} />
    </div>
  );
}
