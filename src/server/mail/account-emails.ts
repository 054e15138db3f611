import { renderEmail } from "@/server/mail/email-layout";
import type { MailMessage } from "@/server/mail/mailer";
import { siteConfig } from "@/shared/site-config";

interface Recipient {
  email: string;
  firstName?: string | null;
}

const greeting = (to: Recipient) => `Hello ${to.firstName?.trim() || "there"},`;

export function confirmEmailMessage(to: Recipient, url: string): MailMessage {
  return {
    to: to.email,
    ...renderEmail({
      subject: `Confirm your e-mail address for ${siteConfig.academyName}`,
      heading: "Confirm your e-mail address",
      paragraphs: [
        greeting(to),
        `Thank you for registering for the ${siteConfig.product} private sale. Confirm this address to sign in.`,
      ],
      action: { label: "Confirm my e-mail", url },
      footnote: "The link expires in 24 hours. If you did not register, ignore this e-mail.",
    }),
  };
}

export function resetPasswordMessage(to: Recipient, url: string): MailMessage {
  return {
    to: to.email,
    ...renderEmail({
      subject: `Reset your ${siteConfig.academyName} password`,
      heading: "Reset your password",
      paragraphs: [
        greeting(to),
        "Someone asked to reset the password of your account. Choose a new one with this link.",
      ],
      action: { label: "Choose a new password", url },
      footnote:
        "The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.",
    }),
  };
}

/** Sent instead of a confirmation when someone registers with an address that has an account. */
export function alreadyRegisteredMessage(to: Recipient, loginUrl: string, resetUrl: string): MailMessage {
  return {
    to: to.email,
    ...renderEmail({
      subject: `Your ${siteConfig.academyName} account`,
      heading: "You already have an account",
      paragraphs: [
        greeting(to),
        "Someone tried to register with this e-mail address, which already has an account. If it was you, sign in instead. If you forgot your password, you can reset it.",
        `Reset it here: ${resetUrl}`,
      ],
      action: { label: "Sign in", url: loginUrl },
      footnote: "If it was not you, no action is needed: nothing was changed.",
    }),
  };
}
