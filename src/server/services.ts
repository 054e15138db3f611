import { createAuth } from "@/server/auth/auth";
import { createCaptcha } from "@/server/captcha/captcha";
import type { Database } from "@/server/db/client";
import { createLedgerDispatcher, type DispatcherOptions } from "@/server/ledger/ledger-dispatcher";
import { createMailer } from "@/server/mail/mailer";
import { paymentNotifications } from "@/server/notifications/payment-notifications";
import { ledgerLive } from "@/server/realtime/ledger-live";
import { createRealtime } from "@/server/realtime/realtime";
import { createSaleFigures } from "@/server/sale/sale-figures";
import { ARBISCAN_TX_URL } from "@/shared/chain/public-chain";

export interface ServiceSettings {
  baseUrl: string;
  production: boolean;
  authSecret: string;
  mail: { smtpUrl: string | null; from: string };
  /** The sale wallet's USDT balance, which the sale figures count when it is above the database's total. */
  walletBalance?: () => Promise<bigint>;
  /** The chain payments are read from: on Arbitrum, receipts link the transaction on its explorer. */
  chain?: { kind: "local" | "arbitrum" };
  /** ADMIN_EMAILS: an account with one of these e-mails gets the admin role when it signs in. */
  adminEmails?: readonly string[];
  /** Tests turn off the periodic sweep of the ledger's events (the database closes under it). */
  ledgerEvents?: DispatcherOptions;
  /** Tests lower the proof-of-work cost and lifetime of captcha challenges. */
  captcha?: { cost?: number; challengeTtlMs?: number };
}

/** The site's services over one database, built once at start (and by tests, with their own settings). */
export function createServices(settings: ServiceSettings, database: Database) {
  const { db } = database;
  const mailer = createMailer(settings.mail, db);
  const sale = createSaleFigures(db, { walletBalance: settings.walletBalance });
  // The demo chain has Arbitrum's chain id but no explorer: the configured kind decides, not the id.
  const explorerTxUrl = settings.chain?.kind === "arbitrum" ? ARBISCAN_TX_URL : null;
  const realtime = createRealtime(database, sale);
  // What follows a change of the ledger, in one place: the users are told (and mailed their
  // receipts), then the pages are.
  const ledgerEvents = createLedgerDispatcher(
    database,
    {
      notifications: paymentNotifications({
        db,
        receipts: { mailer, baseUrl: settings.baseUrl, explorerTxUrl },
        notified: realtime.changed.notifications,
      }),
      live: ledgerLive(db, realtime.changed),
    },
    settings.ledgerEvents,
  );
  return {
    mailer,
    sale,
    realtime,
    ledgerEvents,
    /** Resolves once every ledger event recorded so far was delivered and the live figures sent (tests). */
    async settled() {
      await ledgerEvents.drain();
      await realtime.settled();
    },
    captcha: createCaptcha({ secret: settings.authSecret, db, ...settings.captcha }),
    auth: createAuth({
      baseUrl: settings.baseUrl,
      production: settings.production,
      secret: settings.authSecret,
      db,
      mailer,
      adminEmails: settings.adminEmails ?? [],
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
