import { type APIRequestContext, expect } from "@playwright/test";

/** Where e2e/support/mail-sink.ts serves the mails it received (see playwright.config.ts). */
export const MAIL_SINK_URL = "http://127.0.0.1:4326";

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Waits for the `index`-th mail (0-based) to `to` and returns it. */
export async function waitForMail(request: APIRequestContext, to: string, index = 0): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await request.get(`${MAIL_SINK_URL}/mails?to=${encodeURIComponent(to)}`)
        ).json()) as SentMail[];
        found = mails[index];
        return Boolean(found);
      },
      { message: `mail #${index + 1} to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as SentMail;
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: SentMail, prefix: string): string {
  const start = mail.text.indexOf(prefix);
  if (start < 0) throw new Error(`no link starting with ${prefix} in "${mail.subject}"`);
  return mail.text.slice(start).split(/\s/)[0] ?? "";
}
