import { z } from "zod";
import { m } from "@/paraglide/messages";
import { emailAddress } from "@/shared/auth/password";
import { locales } from "@/shared/i18n/locales";

/** The newsletter form and `POST /api/newsletter` share this contract. */
export const subscribeSchema = z.object({
  email: emailAddress(m.newsletter_email_too_long, m.newsletter_email_invalid),
  /** Honeypot: hidden from people, filled by naive bots. Any value marks the request as a bot's. */
  website: z.string().max(500).optional(),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** What the server answers, keyed so the form can show the spec's messages. */
export const subscribeResultSchema = z.object({
  /** `confirmation_sent`: the address had unsubscribed; a link went to it, which its owner must follow. */
  status: z.enum(["subscribed", "already_subscribed", "confirmation_sent"]),
});
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

/**
 * `GET|POST /api/newsletter/unsubscribe|resubscribe?token=...&lang=...`: the token from the mail's
 * link, and the language the mail was written in, which the page answers in (else the browser's languages).
 */
export const mailLinkQuerySchema = z.object({
  token: z.string().min(16).max(100),
  lang: z.enum(locales).optional(),
});

/** `POST /api/newsletter/form?lang=...`: the language of the page the form was on, which the answer is in. */
export const pageLanguageQuerySchema = mailLinkQuerySchema.pick({ lang: true });
