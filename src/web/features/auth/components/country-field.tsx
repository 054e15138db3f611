import { useId, useMemo, useState } from "react";
import { m } from "@/paraglide/messages";
import { getLocale } from "@/paraglide/runtime";
import { TextField, type TextFieldProps } from "@/web/components/ui/field";
import { countryNames } from "@/web/features/auth/lib/countries";

/**
 * Country of residence: a text input with the browser's own suggestion list (datalist), which
 * filters as you type, works by keyboard and with screen readers, and needs no extra package.
 * The list of about 250 names is built when the field is first focused: naming, sorting and
 * hydrating it was the longest task while /register became interactive (issue 13), and nobody
 * sees it before they reach the field.
 */
export function CountryField({ onFocus, ...props }: Omit<TextFieldProps, "label" | "list">) {
  const listId = useId();
  const [reached, setReached] = useState(false);
  return (
    <>
      <TextField
        label={m.auth_country_label()}
        list={listId}
        autoComplete="country-name"
        hint={m.auth_country_hint()}
        onFocus={(event) => {
          setReached(true);
          onFocus?.(event);
        }}
        {...props}
      />
      {reached ? <CountryList id={listId} /> : null}
    </>
  );
}

function CountryList({ id }: { id: string }) {
  const locale = getLocale();
  const countries = useMemo(() => countryNames(locale), [locale]);
  return (
    <datalist id={id}>
      {countries.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
