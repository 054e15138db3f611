import { createAuth } from "@/server/auth/auth";
import { createCaptcha } from "@/server/captcha/captcha";
import type { Database } from "@/server/db/client";
import { createMailer } from "@/server/mail/mailer";
import { syncPaymentNotifications } from "@/server/notifications/payment-notifications";
import { createRealtime } from "@/server/realtime/realtime";
import { createSaleFigures } from "@/server/sale/sale-figures";

export interface ServiceSettings {
  baseUrl: string;
  production: boolean;
  authSecret: string;
  mail: { smtpUrl: string | null; from: string };
  /** The sale wallet's USDT balance, which the sale figures count when it is above the database's total. */
  walletBalance?: () => Promise<bigint>;
  /** Tests lower the proof-of-work cost and lifetime of captcha challenges. */
  captcha?: { cost?: number; challengeTtlMs?: number };
}

/** The site's services over one database, built once at start (and by tests, with their own settings). */
export function createServices(settings: ServiceSettings, database: Database) {
  const { db } = database;
  const mailer = createMailer(settings.mail, db);
  const sale = createSaleFigures(db, { walletBalance: settings.walletBalance });
  return {
    mailer,
    sale,
    realtime: createRealtime(database, sale, {
      onPaymentsChanged: (userIds) => syncPaymentNotifications(db, userIds),
    }),
    captcha: createCaptcha({ secret: settings.authSecret, db, ...settings.captcha }),
    auth: createAuth({
      baseUrl: settings.baseUrl,
      production: settings.production,
      secret: settings.authSecret,
      db,
      mailer,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
