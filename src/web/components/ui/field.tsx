import { type ComponentProps, type ReactNode, useId } from "react";
import { FieldMessages } from "@/web/components/ui/field-messages";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { cn } from "@/web/lib/cn";

/** What a field's control carries: its id, and the hint and error it is described by. */
export interface FieldControl {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Ids of other elements that describe the control (an alert next to it, for instance). */
  describedBy?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
}

/** A label, a control, and the control's hint and error tied to it with aria-describedby. */
export function Field({
  label,
  error,
  hint,
  describedBy,
  id: givenId,
  className,
  children,
}: FieldProps & { children: (control: FieldControl) => ReactNode }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId, describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": described })}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export interface TextFieldProps extends Omit<ComponentProps<"input">, "children" | "id"> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  describedBy?: string | undefined;
  id?: string | undefined;
  /** Rendered inside the input's box, at its end (a show-password button). */
  endAdornment?: ReactNode;
  containerClassName?: string | undefined;
}

/** A labelled input with its hint and error. */
export function TextField({
  label,
  error,
  hint,
  describedBy,
  id,
  endAdornment,
  className,
  containerClassName,
  ...input
}: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      describedBy={describedBy}
      id={id}
      className={containerClassName}
    >
      {(control) =>
        endAdornment ? (
          <div className="relative">
            <Input {...control} className={cn("pr-11", className)} {...input} />
            <div className="absolute inset-y-0 right-0 flex items-center">{endAdornment}</div>
          </div>
        ) : (
          <Input {...control} className={className} {...input} />
        )
      }
    </Field>
  );
}

/** A labelled text area (a reason, a message) with its hint and error. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: Omit<ComponentProps<"textarea">, "children"> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          {...textarea}
          className={cn(
            "min-h-24 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 disabled:opacity-50 aria-invalid:border-red-600 sm:text-sm",
            className,
          )}
        />
      )}
    </Field>
  );
}
