import type { ExternalToast } from "sonner";
import { m } from "@/paraglide/messages";
import { siteConfig } from "@/shared/site-config";
import { subscribe } from "@/web/features/newsletter/api/subscribe";
import { ApiRequestError } from "@/web/lib/api-request-error";

export type ShowToast = (
  kind: "success" | "error" | "info",
  message: string,
  options?: ExternalToast,
) => void;

/**
 * The shared schema, and the library behind it, load when the field is first focused (or at the
 * first submit): the footer is on every public page's first paint.
 */
export const loadNewsletterSchema = () => import("@/shared/newsletter/subscribe-schema");

/** The e-mail field's message under the shared schema, or undefined when it is valid. */
export async function emailProblem(form: HTMLFormElement) {
  const { subscribeSchema } = await loadNewsletterSchema();
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
 * The footer's "Stay Updated" form sent, with the spec's message for each outcome in a toast.
 * `showEmailError` puts the field's message under it (undefined clears it) once the form is checked.
 * The React form and the landing page's script (its document does not hydrate) both send through here.
 */
export async function sendNewsletterForm(
  form: HTMLFormElement,
  {
    showToast,
    showEmailError,
  }: { showToast: ShowToast; showEmailError: (message: string | undefined) => void },
): Promise<void> {
  try {
    // Inside the try: a schema that cannot load (the connection dropped) says so like a failed request.
    const { input, message } = await emailProblem(form);
    showEmailError(message);
    if (!input) {
      form.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      showToast("error", m.newsletter_invalid_email_title(), { description: message });
      return;
    }
    const result = await subscribe(input);
    if (result.status === "already_subscribed") {
      showToast("info", m.newsletter_already_title(), { description: m.newsletter_already_text() });
      return;
    }
    if (result.status === "confirmation_sent") {
      showToast("info", m.newsletter_confirm_sent_title(), { description: m.newsletter_confirm_sent_text() });
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
