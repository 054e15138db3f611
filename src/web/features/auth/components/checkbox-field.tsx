import { type ComponentProps, type ReactNode, useId } from "react";

interface CheckboxFieldProps extends Omit<ComponentProps<"input">, "type" | "children"> {
  label: ReactNode;
  error?: string;
}

/** A native checkbox with its label beside it and its error tied to it. */
export function CheckboxField({ label, error, id: givenId, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-3.5 size-4 shrink-0 accent-brand-600"
          {...input}
        />
        {/* Padded to a 44 px tap target: the label toggles the box too. */}
        <label htmlFor={id} className="py-3 text-slate-700 text-sm leading-5">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="pl-7 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
