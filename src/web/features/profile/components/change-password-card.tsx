import { zodResolver } from "@hookform/resolvers/zod";
import { LockKeyholeIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { m } from "@/paraglide/messages";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { TextField } from "@/web/components/ui/field";
import { useChangePassword } from "@/web/features/profile/api/change-password";
import { type ChangePasswordInput, changePasswordSchema } from "@/web/features/profile/schemas";

const empty: ChangePasswordInput = { currentPassword: "", password: "", confirmPassword: "" };

/** Change password; every other session ends, so a stolen session does not outlive the old password. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword: password });
      form.reset(empty);
      toast.success(m.profile_password_changed());
    } catch (failure) {
      form.setError("root", {
        message: failure instanceof Error ? failure.message : m.profile_password_failed(),
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <LockKeyholeIcon className="size-5 text-slate-600" aria-hidden />
          <CardTitle id="change-password-title">{m.profile_password_title()}</CardTitle>
        </div>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="change-password-title"
          className="flex flex-col gap-4"
        >
          {/* Lets password managers tie the new password to the account. */}
          <input type="text" name="username" autoComplete="username" hidden readOnly />
          <TextField
            label={m.profile_password_current()}
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register("currentPassword")}
          />
          <TextField
            label={m.profile_password_new()}
            type="password"
            autoComplete="new-password"
            hint={m.profile_password_new_hint()}
            error={errors.password?.message}
            {...form.register("password")}
          />
          <TextField
            label={m.profile_password_confirm()}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register("confirmPassword")}
          />
          {errors.root?.message ? (
            <p role="alert" className="text-red-700 text-sm">
              {errors.root.message}
            </p>
          ) : null}
          <Button type="submit" className="self-start" disabled={isSubmitting}>
            {isSubmitting ? m.profile_password_changing() : m.profile_password_submit()}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
