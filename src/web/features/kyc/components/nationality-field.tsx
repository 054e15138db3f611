import { CheckIcon, ChevronDownIcon } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { type Control, useController } from "react-hook-form";
import { m } from "@/paraglide/messages";
import { nationalityName, searchNationalities } from "@/shared/kyc/nationalities";
import { Field } from "@/web/components/ui/field";
import type { DetailsFormValues } from "@/web/features/kyc/lib/wizard-steps";
import { cn } from "@/web/lib/cn";

/**
 * Nationality: every nationality Intl names, searchable. An ARIA 1.2 combobox: type to filter,
 * arrows to move, Enter to choose, Escape to close; the label is the field's own. The form keeps
 * the code ("GE"); the input shows the name.
 */
export function NationalityField({
  control,
  error,
}: {
  control: Control<DetailsFormValues>;
  error?: string | undefined;
}) {
  const { field } = useController({ control, name: "nationality" });
  const listId = useId();
  const [text, setText] = useState(() => (field.value ? nationalityName(field.value) : ""));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const matches = useMemo(() => searchNationalities(open ? text : ""), [open, text]);
  // What is typed filters only once it differs from the chosen name (reopening shows the whole list).
  const filtered = field.value && text === nationalityName(field.value) ? searchNationalities("") : matches;

  function choose(code: string) {
    field.onChange(code);
    setText(nationalityName(code));
    setOpen(false);
  }

  function move(to: number) {
    const next = Math.max(0, Math.min(filtered.length - 1, to));
    setActive(next);
    list.current?.children[next]?.scrollIntoView?.({ block: "nearest" });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      move(active + (event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Enter" && open) {
      // Choosing, not submitting the step.
      event.preventDefault();
      const option = filtered[active];
      if (option) choose(option.code);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const activeOption = open ? filtered[active] : undefined;
  return (
    <Field label={m.kyc_nationality_label()} error={error} hint={m.kyc_nationality_hint()}>
      {(fieldControl) => (
        <div className="relative">
          <input
            {...fieldControl}
            ref={field.ref}
            name={field.name}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open && filtered.length > 0}
            aria-controls={listId}
            aria-activedescendant={activeOption ? `${listId}-${activeOption.code}` : undefined}
            autoComplete="off"
            placeholder={m.kyc_nationality_placeholder()}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(0);
              // Typing leaves no choice until one is made from the list.
              if (field.value) field.onChange("");
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              field.onBlur();
            }}
            onKeyDown={onKeyDown}
            className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white pr-10 pl-3 text-base text-slate-900 aria-invalid:border-red-600 sm:text-sm"
          />
          <ChevronDownIcon
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          {open && filtered.length === 0 ? (
            <p
              role="status"
              className="mt-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-slate-600 text-sm"
            >
              {m.kyc_nationality_no_match({ query: text })}
            </p>
          ) : null}
          <div
            ref={list}
            id={listId}
            role="listbox"
            aria-label={m.kyc_nationality_list_label()}
            hidden={!open || filtered.length === 0}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {filtered.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input takes the keys (aria-activedescendant); an option never has the focus
              <div
                key={option.code}
                id={`${listId}-${option.code}`}
                role="option"
                tabIndex={-1}
                aria-selected={option.code === field.value}
                // Keeps the focus in the input, so its blur does not close the list before the choice.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option.code)}
                onMouseMove={() => setActive(index)}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 text-sm",
                  index === active && "bg-brand-50 text-brand-900",
                )}
              >
                {option.name}
                {option.code === field.value ? <CheckIcon className="size-4 shrink-0" aria-hidden /> : null}
              </div>
            ))}
          </div>
        </div>
      )}
    </Field>
  );
}
