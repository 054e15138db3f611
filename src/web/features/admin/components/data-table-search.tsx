import { SearchIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";

/** How long typing must pause before the search is sent. */
export const searchDelayMs = 300;

/**
 * The table's search box: the search is sent once typing pauses, or at once with Enter. The box
 * follows the address when it changes elsewhere (Back, a link), but never undoes what is being typed.
 */
export function DataTableSearch({
  value,
  onSearch,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  // While another page loads, this one is still shown: a search sent now would cancel that navigation
  // and pull the operator back here.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== "idle" && navigation.location?.pathname !== pathname;

  useEffect(() => {
    // The address caught up with our own search: the box already shows it, perhaps with more typed since.
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  const send = (q: string) => {
    if (q === sent.current) return;
    sent.current = q;
    onSearchRef.current(q);
  };

  useEffect(() => {
    const q = text.trim();
    if (q === sent.current) return;
    const timer = setTimeout(() => {
      // Enter may have sent it already.
      if (q === sent.current || leaving.current) return;
      sent.current = q;
      onSearchRef.current(q);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <search className="min-w-0">
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          send(text.trim());
        }}
      >
        <Label htmlFor={id}>Search</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <Input
            id={id}
            type="search"
            value={text}
            placeholder={placeholder}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            className="pl-9"
          />
        </div>
      </form>
    </search>
  );
}
