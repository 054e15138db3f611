import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { TextField } from "@/web/components/ui/field";
import { serverMessage } from "@/web/features/auth/api/auth-request";
import { useRegister } from "@/web/features/auth/api/register";
import { CaptchaField } from "@/web/features/auth/components/captcha-field";
import { CountryField } from "@/web/features/auth/components/country-field";
import { LegalConsents } from "@/web/features/auth/components/legal-consents";
import { PasswordField } from "@/web/features/auth/components/password-field";
import {
  emptyRegisterForm,
  type RegisterFormValues,
  type RegisterValues,
} from "@/web/features/auth/components/register-form-values";
import { SubmitButton } from "@/web/features/auth/components/submit-button";
import { useCaptcha } from "@/web/features/auth/hooks/use-captcha";
import { invalidField } from "@/web/features/auth/lib/invalid-field";
import type { LoginState } from "@/web/features/auth/lib/login-state";
import { lazyZodResolver } from "@/web/lib/lazy-zod-resolver";
import { pageHref } from "@/web/lib/locale";
import { showToast } from "@/web/lib/toast";

const registerChecks = lazyZodResolver<RegisterFormValues, RegisterValues>(() =>
  import("@/shared/auth/register-schema").then(({ registerSchema }) => registerSchema),
);

const loginRedirect = (returnTo: string) =>
  pageHref(`${paths.login}?${new URLSearchParams({ redirectTo: returnTo })}`);

export const registerMessages = {
  get success() {
    return m.register_success();
  },
  get failed() {
    return m.register_failed();
  },
};

/** `returnTo`: the page the confirmation link lands on, signed in (the server checks it is one of ours). */
export function RegisterForm({ returnTo }: { returnTo?: string }) {
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const registration = useRegister();
  const form = useForm<RegisterFormValues, unknown, RegisterValues>({
    resolver: registerChecks.resolver,
    defaultValues: emptyRegisterForm,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    if (!captcha.payload) return;
    try {
      await registration.mutateAsync({ input, captcha: captcha.payload, returnTo });
      showToast("success", registerMessages.success);
      const login = returnTo ? loginRedirect(returnTo) : pageHref(paths.login);
      navigate(login, { state: { registeredEmail: input.email } satisfies LoginState });
    } catch (error) {
      // The solution was spent on this request: the next try needs a new one.
      captcha.reset();
      const message = serverMessage(error) ?? registerMessages.failed;
      const field = invalidField(error, emptyRegisterForm);
      if (field) form.setError(field, { message }, { shouldFocus: true });
      showToast("error", message);
    }
  });

  const busy = registration.isPending;
  return (
    <form onSubmit={onSubmit} onFocus={registerChecks.preload} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={m.register_first_name()}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <TextField
          label={m.register_last_name()}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
        <TextField
          label={m.auth_email_label()}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          label={m.register_phone()}
          type="tel"
          autoComplete="tel"
          placeholder="+995 555 12 34 56"
          error={errors.phone?.message}
          {...form.register("phone")}
        />
        <CountryField
          containerClassName="sm:col-span-2"
          error={errors.country?.message}
          {...form.register("country")}
        />
        <PasswordField
          label={m.auth_password_label()}
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <PasswordField
          label={m.register_confirm_password()}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
      </div>
      <LegalConsents register={form.register} errors={errors} />
      <CaptchaField control={captcha.field} />
      <SubmitButton
        busy={busy}
        ready={captcha.solved}
        label={m.register_submit()}
        busyLabel={m.register_submitting()}
      />
      <p className="text-center text-slate-600 text-sm">
        {m.register_have_account()}{" "}
        <Link to={pageHref(paths.login)} className="font-medium text-brand-700 underline">
          {m.register_sign_in_link()}
        </Link>
      </p>
    </form>
  );
}
