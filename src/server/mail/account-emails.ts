import { m } from "@/paraglide/messages";
import { emailTo } from "@/server/mail/email-layout";
import type { MailMessage } from "@/server/mail/mailer";
import { greeting, pageUrl, type Recipient } from "@/server/mail/recipient";
import { localizedPath } from "@/shared/i18n/locales";
import { paths } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";

/**
 * A link of Better Auth's (confirm, reset) whose `callbackURL` is the page it lands on: that page in
 * the recipient's language, so the link of a Georgian e-mail opens the Georgian page.
 */
function landingIn(url: string, to: Recipient): string {
  const link = new URL(url);
  const callback = link.searchParams.get("callbackURL");
  if (!callback?.startsWith("/")) return url;
  const localized = localizedPath(callback, to.locale);
  if (localized === callback) return url;
  link.searchParams.set("callbackURL", localized);
  return link.toString();
}

export function confirmEmailMessage(to: Recipient, url: string): MailMessage {
  return emailTo(to, () => ({
    subject: m.email_confirm_subject({ academy: siteConfig.academyName }),
    heading: m.email_confirm_heading(),
    paragraphs: [greeting(to), m.email_confirm_body()],
    action: { label: m.email_confirm_action(), url: landingIn(url, to) },
    footnote: m.email_confirm_footnote(),
  }));
}

export function resetPasswordMessage(to: Recipient, url: string): MailMessage {
  return emailTo(to, () => ({
    subject: m.email_reset_subject({ academy: siteConfig.academyName }),
    heading: m.email_reset_heading(),
    paragraphs: [greeting(to), m.email_reset_body()],
    action: { label: m.email_reset_action(), url: landingIn(url, to) },
    footnote: m.email_reset_footnote(),
  }));
}

/** Sent instead of a confirmation when someone registers with an address that has an account. */
export function alreadyRegisteredMessage(to: Recipient, baseUrl: string): MailMessage {
  return emailTo(to, () => ({
    subject: m.email_registered_subject({ academy: siteConfig.academyName }),
    heading: m.email_registered_heading(),
    paragraphs: [
      greeting(to),
      m.email_registered_body(),
      m.email_registered_reset({ url: pageUrl(baseUrl, paths.forgotPassword, to.locale) }),
    ],
    action: { label: m.email_registered_action(), url: pageUrl(baseUrl, paths.login, to.locale) },
    footnote: m.email_registered_footnote(),
  }));
}
