import {
  emailProblem,
  loadNewsletterSchema,
  sendNewsletterForm,
} from "@/web/features/newsletter/send-newsletter-form";
import { pageToast } from "@/web/static-page/toast";

/**
 * The footer's "Stay Updated" form (the app's NewsletterForm, whose checks and messages it shares):
 * the schema loads as the field is first focused, a submit sends once until it is answered, and the
 * field's message follows it once a submit has shown it.
 */
export function wireNewsletter(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-newsletter]")) {
    const email = form.querySelector<HTMLInputElement>('input[name="email"]');
    const error = form.querySelector<HTMLElement>("[data-field=email-error]");
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!email || !error || !button) continue;

    let shown: string | undefined;
    const showEmailError = (message: string | undefined) => {
      shown = message;
      error.textContent = message ?? "";
      error.hidden = !message;
      if (message) {
        email.setAttribute("aria-invalid", "true");
        email.setAttribute("aria-describedby", error.id);
      } else {
        email.removeAttribute("aria-invalid");
        email.removeAttribute("aria-describedby");
      }
    };
    // A failure here is met again, and reported, at the submit.
    email.addEventListener("focus", () => void loadNewsletterSchema().catch(() => {}));
    email.addEventListener("input", () => {
      if (shown) void emailProblem(form).then(({ message }) => showEmailError(message));
    });

    let submitting = false;
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (submitting) return;
      submitting = true;
      const idle = button.textContent;
      button.disabled = true;
      button.textContent = button.dataset.busyText ?? idle;
      try {
        await sendNewsletterForm(form, { showToast: pageToast, showEmailError });
      } finally {
        submitting = false;
        button.disabled = false;
        button.textContent = idle;
      }
    });
  }
}
