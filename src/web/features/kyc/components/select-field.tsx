import type { ComponentProps } from "react";
import { Field } from "@/web/components/ui/field";
import { NativeSelect } from "@/web/components/ui/native-select";

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
        <NativeSelect {...control} {...select} className="w-full">
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
