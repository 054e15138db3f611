import nodemailer from "nodemailer";
import type { Db } from "@/server/db/client";
import { mailOutbox } from "@/server/db/schema";
import { countMailFailure } from "@/server/metrics/process-metrics";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** "smtp" sends for real; "outbox" keeps mails in the database for /dev/mail (demo only). */
  readonly transport: "smtp" | "outbox";
}

/** Sends over SMTP when configured; otherwise keeps mails in the outbox (config refuses that in production). */
export function createMailer({ smtpUrl, from }: { smtpUrl: string | null; from: string }, db: Db): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      transport: "smtp",
      async send(message) {
        try {
          await transport.sendMail({ from, ...message });
        } catch (error) {
          countMailFailure();
          throw error;
        }
      },
    };
  }
  return {
    transport: "outbox",
    async send(message) {
      await db.insert(mailOutbox).values(message);
    },
  };
}
