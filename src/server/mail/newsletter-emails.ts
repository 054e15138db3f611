import { m } from "@/paraglide/messages";
import { emailTo } from "@/server/mail/email-layout";
import type { MailMessage } from "@/server/mail/mailer";
import { greeting, type Recipient } from "@/server/mail/recipient";
import { siteConfig } from "@/shared/site-config";

/** To an address that unsubscribed, when someone asks to subscribe it again: only its owner can. */
export function resubscribeMessage(to: Recipient, url: string): MailMessage {
  return emailTo(to, () => ({
    subject: m.email_resubscribe_subject({ product: siteConfig.product }),
    heading: m.email_resubscribe_heading(),
    paragraphs: [greeting(to), m.email_resubscribe_body({ product: siteConfig.product })],
    action: { label: m.email_resubscribe_action(), url },
    footnote: m.email_resubscribe_footnote(),
  }));
}
