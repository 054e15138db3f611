import { type ComponentProps, type ReactNode, useId } from "react";
import { FieldMessages } from "@/web/components/ui/field-messages";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { cn } from "@/web/lib/cn";

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** The ids tying a control to its hint and error (aria-describedby). */
function useFieldIds({ error, hint }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    hintId,
    errorId,
    control: {
      id,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    },
  };
}

/** A labelled input of a console form, its hint and error tied to it. */
export function TextField({
  label,
  error,
  hint,
  ...input
}: FieldProps & Omit<ComponentProps<"input">, "children">) {
  const { id, hintId, errorId, control } = useFieldIds({ label, error, hint });
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input {...control} {...input} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A labelled text area (a reason, a message), its hint and error tied to it. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: FieldProps & Omit<ComponentProps<"textarea">, "children">) {
  const { id, hintId, errorId, control } = useFieldIds({ label, error, hint });
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        {...control}
        {...textarea}
        className={cn(
          "min-h-24 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 disabled:opacity-50 aria-invalid:border-red-600 sm:text-sm",
          className,
        )}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
