import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server in the test process: the app sends over SMTP (nodemailer) and tests read what
 * arrived. `next(to)` waits for the next mail to an address. `hold()` receives mails but withholds
 * the server's acknowledgement until the returned function is called: a slow mail server.
 */
export async function startSmtpSink({ port = 0 }: { port?: number } = {}) {
  const mails: ReceivedMail[] = [];
  let acknowledged: Promise<void> = Promise.resolve();
  const waiters: Array<{ to: string; resolve: (mail: ReceivedMail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      readAll(stream)
        .then((raw) => PostalMime.parse(raw))
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address).join(","),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
          };
          mails.push(mail);
          for (const waiter of waiters.filter((w) => mail.to.includes(w.to))) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
          return acknowledged;
        })
        .then(() => callback())
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    hold(): () => void {
      let release = () => {};
      acknowledged = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
    /** The mails to an address so far. */
    to: (address: string) => mails.filter((m) => m.to.includes(address)),
    next(address: string, timeoutMs = 5_000): Promise<ReceivedMail> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${address} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to: address,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\S+`));
  if (!match) throw new Error(`no link starting with ${prefix} in "${mail.subject}"`);
  return match[0];
}
