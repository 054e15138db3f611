import { useId, useMemo } from "react";
import { m } from "@/paraglide/messages";
import { getLocale } from "@/paraglide/runtime";
import { TextField, type TextFieldProps } from "@/web/components/ui/field";
import { countryNames } from "@/web/features/auth/lib/countries";

/**
 * Country of residence: a text input with the browser's own suggestion list (datalist), which
 * filters as you type, works by keyboard and with screen readers, and needs no extra package.
 */
export function CountryField(props: Omit<TextFieldProps, "label" | "list">) {
  const listId = useId();
  const locale = getLocale();
  const countries = useMemo(() => countryNames(locale), [locale]);
  return (
    <>
      <TextField
        label={m.auth_country_label()}
        list={listId}
        autoComplete="country-name"
        hint={m.auth_country_hint()}
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
