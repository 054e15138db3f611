import type { ComponentProps } from "react";
import { Field } from "@/web/components/ui/field";

/** A labelled select with a placeholder option, its error tied to it. */
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
    <Field label={label} error={error} className={className}>
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
    </Field>
  );
}
