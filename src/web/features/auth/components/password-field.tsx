import { EyeIcon, EyeOffIcon } from "lucide-react";
import { useId, useState } from "react";
import { m } from "@/paraglide/messages";
import { TextField, type TextFieldProps } from "@/web/components/ui/field";

/** A password input with a button that shows what was typed (handy on phones). */
export function PasswordField({ id: givenId, ...props }: Omit<TextFieldProps, "type" | "endAdornment">) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={id}
      type={visible ? "text" : "password"}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          aria-label={
            visible
              ? m.auth_password_hide({ label: props.label.toLowerCase() })
              : m.auth_password_show({ label: props.label.toLowerCase() })
          }
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
          className="rounded-md p-3.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          {visible ? (
            <EyeOffIcon className="size-4" aria-hidden />
          ) : (
            <EyeIcon className="size-4" aria-hidden />
          )}
        </button>
      }
      {...props}
    />
  );
}
