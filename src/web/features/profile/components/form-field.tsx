import { type ComponentProps, type ReactNode, useId } from "react";
import { FieldMessages } from "@/web/components/ui/field-messages";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { cn } from "@/web/lib/cn";

export interface FormFieldProps extends Omit<ComponentProps<"input">, "children"> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function FormField({ label, error, hint, id: givenId, className, ...input }: FormFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={cn("read-only:border-slate-200 read-only:bg-slate-50 read-only:text-slate-700", className)}
        {...input}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
