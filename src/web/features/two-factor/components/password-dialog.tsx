import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useId } from "react";
import { useForm } from "react-hook-form";
import { m } from "@/paraglide/messages";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { type PasswordPromptInput, passwordPromptSchema } from "@/web/features/two-factor/schemas";

interface PasswordDialogProps {
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  busyLabel: string;
  /** Resolves when done (the dialog's owner closes it); a rejection's message shows under the field. */
  onConfirm: (password: string) => Promise<void>;
}

/** Asks for the current password before a security change. */
export function PasswordDialog({
  trigger,
  open,
  onOpenChange,
  title,
  submitLabel,
  busyLabel,
  onConfirm,
}: PasswordDialogProps) {
  const id = useId();
  const form = useForm<PasswordPromptInput>({
    resolver: zodResolver(passwordPromptSchema),
    defaultValues: { password: "" },
  });
  const error = form.formState.errors.password?.message ?? form.formState.errors.root?.message;
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await onConfirm(password);
      form.reset();
    } catch (failure) {
      form.setError("root", { message: failure instanceof Error ? failure.message : String(failure) });
      form.setFocus("password");
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) form.reset();
        onOpenChange(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={m.twofactor_password_prompt()}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-password`}>{m.twofactor_current_password()}</Label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...form.register("password")}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-red-700 text-sm">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                {m.twofactor_cancel()}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
