import { useId, useRef, useState } from "react";
import { m } from "@/paraglide/messages";
import { siteConfig } from "@/shared/site-config";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { useSubscribe } from "@/web/features/newsletter/api/subscribe";
import { ApiRequestError } from "@/web/lib/api-request-error";
import { showToast } from "@/web/lib/toast";

/**
 * The shared schema, and the library behind it, load when the field is first focused (or at the
 * first submit): the footer is on every public page's first paint.
 */
const loadSchema = () => import("@/shared/newsletter/subscribe-schema");

/** The e-mail field's message under the shared schema, or undefined when it is valid. */
async function emailProblem(form: HTMLFormElement) {
  const { subscribeSchema } = await loadSchema();
  const data = new FormData(form);
  const parsed = subscribeSchema.safeParse({
    email: String(data.get("email") ?? ""),
    website: String(data.get("website") ?? ""),
  });
  if (parsed.success) return { input: parsed.data, message: undefined };
  const issue = parsed.error.issues.find((i) => i.path[0] === "email") ?? parsed.error.issues[0];
  return { input: undefined, message: issue?.message ?? m.newsletter_email_invalid() };
}

/**
 * The footer's "Stay Updated" form, with the spec's messages for each outcome. One field and a
 * honeypot: a plain form checked by the shared schema, so public pages load no form library.
 * Like the other forms, the message follows the field once a submit has shown it.
 */
export function NewsletterForm() {
  const id = useId();
  const subscribe = useSubscribe();
  const [emailError, setEmailError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  // From the click until the answer: the schema may still be loading, and a second tap must not send
  // the address twice (its answer would be "already subscribed"). A ref, as two taps can come before
  // React renders the disabled button.
  const submitting = useRef(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    try {
      await send(event.currentTarget);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  async function send(form: HTMLFormElement) {
    try {
      // Inside the try: a schema that cannot load (the connection dropped) says so like a failed request.
      const { input, message } = await emailProblem(form);
      setEmailError(message);
      if (!input) {
        emailRef.current?.focus();
        showToast("error", m.newsletter_invalid_email_title(), { description: message });
        return;
      }
      const result = await subscribe.mutateAsync(input);
      if (result.status === "already_subscribed") {
        showToast("info", m.newsletter_already_title(), { description: m.newsletter_already_text() });
        return;
      }
      if (result.status === "confirmation_sent") {
        showToast("info", m.newsletter_confirm_sent_title(), {
          description: m.newsletter_confirm_sent_text(),
        });
        form.reset();
        return;
      }
      showToast("success", m.newsletter_success_title(), {
        description: m.newsletter_success_text({ product: siteConfig.product }),
      });
      form.reset();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) {
        showToast("error", m.newsletter_invalid_email_title(), { description: error.message });
        return;
      }
      showToast("error", m.newsletter_failed_title(), { description: m.newsletter_failed_text() });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={`${id}-email`} className="font-medium text-sm text-slate-300">
        {m.newsletter_email_label()}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-error` : undefined}
          className="border-slate-600 bg-slate-900 text-white placeholder:text-slate-400"
          onFocus={() => {
            // A failure here is met again, and reported, at the submit.
            loadSchema().catch(() => {});
          }}
          onChange={(event) => {
            const form = event.currentTarget.form;
            if (emailError && form) void emailProblem(form).then(({ message }) => setEmailError(message));
          }}
        />
        <Button type="submit" variant="accent" disabled={busy}>
          {busy ? m.newsletter_subscribing() : m.newsletter_subscribe()}
        </Button>
      </div>
      {emailError ? (
        <p id={`${id}-error`} className="text-red-300 text-sm">
          {emailError}
        </p>
      ) : null}
      {/* Honeypot: invisible to people and screen readers, tempting to bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </form>
  );
}
