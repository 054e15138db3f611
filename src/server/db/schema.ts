import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { user } from "@/server/db/auth-schema";

// Better Auth's tables live beside ours in one schema: the migration and the adapter see them all.
export * from "@/server/db/auth-schema";

/** uint256 amounts from the chain: numeric(78,0) in the database, bigint in code, never a float. */
export const uint256 = customType<{ data: bigint; driverData: string }>({
  dataType: () => "numeric(78, 0)",
  toDriver: (value) => value.toString(),
  fromDriver: (value) => BigInt(value),
});

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** Random, unguessable: the unsubscribe link carries it instead of the address. */
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  // Case-insensitive uniqueness is the database's job: two concurrent requests cannot both win.
  (t) => [uniqueIndex("newsletter_subscribers_email_lower_key").on(sql`lower(${t.email})`)],
);

/** Fixed-window counters shared by every instance (an in-memory limit would be per instance). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

/**
 * One row per USDT Transfer log to the sale wallet. The indexer (issue 4) writes it; the key
 * (chain, tx hash, log index) makes a payment impossible to record twice.
 */
export const payments = pgTable(
  "payments",
  {
    chainId: integer("chain_id").notNull(),
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    fromAddress: text("from_address").notNull(),
    amount: uint256("amount_micro_usdt").notNull(),
    blockNumber: bigint("block_number", { mode: "bigint" }).notNull(),
    blockHash: text("block_hash").notNull(),
    blockTime: timestamp("block_time", { withTimezone: true }).notNull(),
    finality: text("finality", { enum: ["pending", "final", "orphaned"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index("payments_from_address_idx").on(t.fromAddress),
    check("payments_amount_positive", sql`${t.amount} > 0`),
    check("payments_finality_known", sql`${t.finality} in ('pending', 'final', 'orphaned')`),
  ],
);

/** Captcha challenges already used: a solution is accepted once, until its challenge expires. */
export const captchaUses = pgTable("captcha_uses", {
  challengeId: text("challenge_id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Mails kept instead of sent when no SMTP server is configured (demo only), shown at /dev/mail. */
export const mailOutbox = pgTable("mail_outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where the payment indexer stands on a chain. `finalThrough` is the last block whose logs are all
 * stored and final: a restart rescans from the block after it, and rescanning is harmless.
 */
export const indexerState = pgTable("indexer_state", {
  chainId: integer("chain_id").primaryKey(),
  finalThrough: bigint("final_through", { mode: "bigint" }).notNull(),
  head: bigint("head", { mode: "bigint" }),
  lastTickAt: timestamp("last_tick_at", { withTimezone: true }),
  lastError: text("last_error"),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
});

/**
 * Wallets a user proved control of (Sign-In with Ethereum). An address belongs to at most one
 * user: the primary key says so. Addresses are stored lower-case.
 */
export const walletLinks = pgTable(
  "wallet_links",
  {
    address: text("address").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    isPrimary: boolean("is_primary").notNull().default(false),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("wallet_links_user_id_idx").on(t.userId),
    uniqueIndex("wallet_links_one_primary_per_user").on(t.userId).where(sql`${t.isPrimary}`),
  ],
);

/**
 * The ledger: one entry per final payment, made once, in chain order. `credited` is what fitted
 * under the cap, `refundDue` the rest; `userId` is null while the payment awaits attribution.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    chainId: integer("chain_id").notNull(),
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "restrict" }),
    credited: uint256("credited_micro_usdt").notNull(),
    refundDue: uint256("refund_due_micro_usdt").notNull(),
    tokens: uint256("tokens_micro_pxl").notNull(),
    attribution: text("attribution", { enum: ["wallet_proof", "manual"] }),
    attributedAt: timestamp("attributed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    foreignKey({
      columns: [t.chainId, t.txHash, t.logIndex],
      foreignColumns: [payments.chainId, payments.txHash, payments.logIndex],
    }),
    index("ledger_entries_user_id_idx").on(t.userId),
    check("ledger_entries_amounts_non_negative", sql`${t.credited} >= 0 and ${t.refundDue} >= 0`),
  ],
);

/** One-time nonces for Sign-In with Ethereum messages, bound to the user who asked for them. */
export const walletNonces = pgTable("wallet_nonces", {
  nonce: text("nonce").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});
