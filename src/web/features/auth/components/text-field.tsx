import { type ComponentProps, type ReactNode, useId } from "react";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { cn } from "@/web/lib/cn";

export interface TextFieldProps extends Omit<ComponentProps<"input">, "children"> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Ids of other elements that describe the input (an alert next to it, for instance). */
  describedBy?: string;
  /** Rendered inside the input's box, at its end (a show-password button). */
  endAdornment?: ReactNode;
  containerClassName?: string;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  describedBy,
  endAdornment,
  id: givenId,
  className,
  containerClassName,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId, describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", containerClassName)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={cn(endAdornment ? "pr-11" : undefined, className)}
          {...input}
        />
        {endAdornment ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-slate-600 text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
