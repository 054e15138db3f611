import { useId, useRef, useState } from "react";
import { m } from "@/paraglide/messages";
import { getLocale } from "@/paraglide/runtime";
import { subscribeFormAction } from "@/shared/newsletter/subscribe-form-path";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import {
  emailProblem,
  loadNewsletterSchema,
  sendNewsletterForm,
} from "@/web/features/newsletter/send-newsletter-form";
import { useStaticDocument } from "@/web/lib/static-document";
import { showToast } from "@/web/lib/toast";

/**
 * The footer's "Stay Updated" form, with the spec's messages for each outcome. One field and a
 * honeypot: a plain form checked by the shared schema, so public pages load no form library.
 * Like the other forms, the message follows the field once a submit has shown it.
 */
export function NewsletterForm() {
  const id = useId();
  const [emailError, setEmailError] = useState<string>();
  // In a public page's document that does not hydrate, its script sends the form
  // (src/web/static-page/newsletter.ts).
  const staticDocument = useStaticDocument();
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

  const send = (form: HTMLFormElement) =>
    sendNewsletterForm(form, { showToast, showEmailError: setEmailError });

  return (
    // Sent by the browser itself until a script takes it over (hydration, or the static pages' script):
    // a post, never a GET that would put the address in the page's URL.
    <form
      method="post"
      action={subscribeFormAction(getLocale())}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-2"
      data-newsletter={staticDocument || undefined}
    >
      <label htmlFor={`${id}-email`} className="font-medium text-sm text-slate-300">
        {m.newsletter_email_label()}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
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
            loadNewsletterSchema().catch(() => {});
          }}
          onChange={(event) => {
            const form = event.currentTarget.form;
            if (emailError && form) void emailProblem(form).then(({ message }) => setEmailError(message));
          }}
        />
        <Button type="submit" variant="accent" disabled={busy} data-busy-text={m.newsletter_subscribing()}>
          {busy ? m.newsletter_subscribing() : m.newsletter_subscribe()}
        </Button>
      </div>
      {/* Always there, hidden while empty: the static pages' script fills it in too. */}
      <p id={`${id}-error`} className="text-red-300 text-sm" hidden={!emailError} data-field="email-error">
        {emailError}
      </p>
      {/* Honeypot: invisible to people and screen readers, tempting to bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </form>
  );
}
