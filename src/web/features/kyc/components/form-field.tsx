import { type ComponentProps, type ReactNode, useId } from "react";
import { FieldMessages } from "@/web/components/ui/field-messages";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { cn } from "@/web/lib/cn";

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}

/** A label, a control, and its hint and error tied to it with aria-describedby. */
export function FieldShell({ label, error, hint, className, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function TextInputField({
  label,
  error,
  hint,
  className,
  ...input
}: Omit<ComponentProps<"input">, "children"> & { label: string; error?: string; hint?: ReactNode }) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => <Input {...control} {...input} />}
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  options,
  placeholder,
  className,
  ...select
}: Omit<ComponentProps<"select">, "children"> & {
  label: string;
  error?: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <FieldShell label={label} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          {...select}
          className="h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 aria-invalid:border-red-600 sm:text-sm"
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
