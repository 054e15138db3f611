import { useId, useMemo } from "react";
import { TextField, type TextFieldProps } from "@/web/components/ui/field";
import { countryNames } from "@/web/features/auth/lib/countries";

/**
 * Country of residence: a text input with the browser's own suggestion list (datalist), which
 * filters as you type, works by keyboard and with screen readers, and needs no extra package.
 */
export function CountryField(props: Omit<TextFieldProps, "label" | "list">) {
  const listId = useId();
  const countries = useMemo(() => countryNames(), []);
  return (
    <>
      <TextField
        label="Country"
        list={listId}
        autoComplete="country-name"
        hint="Start typing to pick from the list."
        {...props}
      />
      <datalist id={listId}>
        {countries.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
