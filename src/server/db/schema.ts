import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Address, Hex } from "viem";

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
    /**
     * An unsubscribed address comes back only through its own mailbox: the link mailed to it
     * carries this token, which is good for a day from `resubscribeSentAt`.
     */
    resubscribeToken: text("resubscribe_token").unique(),
    resubscribeSentAt: timestamp("resubscribe_sent_at", { withTimezone: true }),
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
    txHash: text("tx_hash").$type<Hex>().notNull(),
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
    // Chain order: the ledger allocates in it and the console pages through it (npm run bench).
    index("payments_chain_order_idx").on(t.blockNumber, t.logIndex, t.chainId, t.txHash),
    // The console's "contains" search (ilike '%q%') on a hash or a sender, in part: trigram indexes.
    index("payments_tx_hash_trgm_idx").using("gin", t.txHash.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("payments_from_address_trgm_idx")
      .using("gin", t.fromAddress.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
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
  /**
   * The block time of `finalThrough`: everything on chain up to this time is read. A dividend is
   * planned only once it reaches the record date (null until a tick read a block).
   */
  finalThroughTime: timestamp("final_through_time", { withTimezone: true }),
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
    index("wallet_links_address_trgm_idx")
      .using("gin", t.address.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    uniqueIndex("wallet_links_one_primary_per_user").on(t.userId).where(sql`${t.isPrimary}`),
  ],
);

/**
 * Who linked each wallet, and when: a row per link, closed when the wallet is unlinked. A dividend
 * counts a wallet's PXL for whoever linked it at its record date, though the link may be gone by the
 * time the dividend is planned. Database triggers on `wallet_links` write it (migration 0017), so no
 * path that links or unlinks can forget it. Links removed before that migration are not known.
 */
export const walletLinkPeriods = pgTable(
  "wallet_link_periods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    address: text("address").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull(),
    unlinkedAt: timestamp("unlinked_at", { withTimezone: true }),
  },
  (t) => [
    index("wallet_link_periods_address_idx").on(t.address, t.linkedAt),
    uniqueIndex("wallet_link_periods_one_open").on(t.address).where(sql`${t.unlinkedAt} is null`),
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
    /** An operator's attribution by hand (exchange withdrawals): who, and why (audited too). */
    attributedBy: text("attributed_by").references(() => user.id, { onDelete: "set null" }),
    attributionReason: text("attribution_reason"),
    /** The refund due, paid back: the hash of the outgoing transfer and who recorded it. */
    refundPaidTxHash: text("refund_paid_tx_hash"),
    /** Where the refund went: the payment's sender, or an address the operator chose (with a reason). */
    refundPaidTo: text("refund_paid_to"),
    refundRecipientReason: text("refund_recipient_reason"),
    refundPaidAt: timestamp("refund_paid_at", { withTimezone: true }),
    refundPaidBy: text("refund_paid_by").references(() => user.id, { onDelete: "set null" }),
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
    check(
      "ledger_entries_manual_has_reason",
      sql`${t.attribution} is distinct from 'manual' or ${t.attributionReason} is not null`,
    ),
    check(
      "ledger_entries_refund_paid_only_when_due",
      sql`${t.refundPaidTxHash} is null or ${t.refundDue} > 0`,
    ),
  ],
);

/**
 * What each account holds by the ledger: the sum of the micro-PXL and micro-USDT of the ledger
 * entries credited to it, kept so the console can sort investors by an index instead of summing the
 * whole ledger on every page. Every account has a row (zero until a first credit: a trigger adds it
 * with the account, the migration for earlier ones).
 *
 * Invariant: a row equals the sum of its user's ledger entries. Only `announceCredits`
 * (src/server/ledger/credit-events.ts) adds to it, in the transaction that credits the entries;
 * the ledger stays the truth (the simulation checks the two agree after every step).
 */
export const userHoldings = pgTable(
  "user_holdings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    tokens: uint256("tokens_micro_pxl").notNull().default(sql`0`),
    invested: uint256("invested_micro_usdt").notNull().default(sql`0`),
  },
  (t) => [
    index("user_holdings_tokens_idx").on(t.tokens, t.userId),
    index("user_holdings_invested_idx").on(t.invested, t.userId),
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

/** The public key ID of the profile: 8 characters A-Z0-9, unique, one per user (regenerated in place). */
export const publicKeyIds = pgTable(
  "public_key_ids",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    keyId: text("key_id").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("public_key_ids_format", sql`${t.keyId} ~ '^[A-Z0-9]{8}$'`)],
);

/**
 * A user's notifications, kept across page loads (the newest 20). `dedupeKey` makes an event that
 * is delivered twice (a retried tick, two instances) one notification: e.g. "credited:<tx>:<log>".
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["transaction", "dividend", "price", "system"] }).notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    priority: text("priority", { enum: ["low", "medium", "high"] })
      .notNull()
      .default("medium"),
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("notifications_user_dedupe").on(t.userId, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    check("notifications_type", sql`${t.type} in ('transaction', 'dividend', 'price', 'system')`),
    check("notifications_priority", sql`${t.priority} in ('low', 'medium', 'high')`),
  ],
);

/** Identity checks: the wizard's fields; one pending submission per user; a rejected user submits again. */
export const kycSubmissions = pgTable(
  "kyc_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "verified", "rejected"] })
      .notNull()
      .default("pending"),
    fullName: text("full_name").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    nationality: text("nationality").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull(),
    documentType: text("document_type", { enum: ["passport", "drivers_license", "national_id"] }).notNull(),
    documentNumber: text("document_number").notNull(),
    expiryDate: date("expiry_date", { mode: "string" }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decisionReason: text("decision_reason"),
  },
  (t) => [
    index("kyc_submissions_user_idx").on(t.userId, t.submittedAt),
    index("kyc_submissions_submitted_idx").on(t.submittedAt, t.id),
    index("kyc_submissions_full_name_trgm_idx")
      .using("gin", t.fullName.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    uniqueIndex("kyc_submissions_one_pending_per_user").on(t.userId).where(sql`${t.status} = 'pending'`),
    check("kyc_submissions_status", sql`${t.status} in ('pending', 'verified', 'rejected')`),
  ],
);

/**
 * The four documents of a submission (their bytes, encrypted, in kyc_document_contents); the type is
 * the one read from the content, never the one the browser claimed.
 */
export const kycDocuments = pgTable(
  "kyc_documents",
  {
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => kycSubmissions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["id_front", "id_back", "selfie", "proof_of_address"] }).notNull(),
    /**
     * The file the document was kept in before documents moved into the database (issue 12), until
     * the start that moves it in; null for every document stored since.
     */
    storedName: text("stored_name").unique(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type", { enum: ["image/jpeg", "image/png", "application/pdf"] }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.kind] }),
    check("kyc_documents_size", sql`${t.sizeBytes} > 0 and ${t.sizeBytes} <= 10485760`),
    check("kyc_documents_type", sql`${t.contentType} in ('image/jpeg', 'image/png', 'application/pdf')`),
  ],
);

/** Bytes as the drivers give them: Uint8Array on PGlite, Buffer (a Uint8Array) on node-postgres. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * A document's bytes, encrypted (AES-256-GCM) under a data key of its own, which is stored wrapped by
 * KYC_ENCRYPTION_KEY (named by key_id). Both are bound to (submission_id, kind): bytes copied into
 * another row fail to decrypt. Every instance reads them; `npm run kyc:rotate-key` re-wraps the keys.
 */
export const kycDocumentContents = pgTable(
  "kyc_document_contents",
  {
    submissionId: uuid("submission_id").notNull(),
    kind: text("kind", { enum: ["id_front", "id_back", "selfie", "proof_of_address"] }).notNull(),
    keyId: text("key_id").notNull(),
    wrappedKey: bytea("wrapped_key").notNull(),
    iv: bytea("iv").notNull(),
    ciphertext: bytea("ciphertext").notNull(),
    authTag: bytea("auth_tag").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.kind] }),
    foreignKey({
      columns: [t.submissionId, t.kind],
      foreignColumns: [kycDocuments.submissionId, kycDocuments.kind],
      name: "kyc_document_contents_document_fk",
    }).onDelete("cascade"),
  ],
);

/**
 * Operators of the console (the admin role): a row per user who holds it. Kept apart from Better
 * Auth's user row so that no account endpoint can ever write it; granted by `npm run admin` or
 * ADMIN_EMAILS, every change audited.
 */
export const operators = pgTable("operators", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who did what and when: operator actions, role changes and sign-ins. Rows are only ever added. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for the command line and the server itself. */
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The actor as it was named then (an e-mail, "command line"): it outlives a deleted account. */
    actorLabel: text("actor_label").notNull(),
    action: text("action").notNull(),
    /** What the action was about: a payment key, a user's e-mail, an export's name. */
    subject: text("subject").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_action_at_idx").on(t.action, t.at),
    index("audit_log_actor_label_trgm_idx")
      .using("gin", t.actorLabel.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    index("audit_log_subject_trgm_idx")
      .using("gin", t.subject.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);

/** Announcements to every investor (a dividend, news): a notification each, an e-mail to those who agreed. */
export const announcements = pgTable("announcements", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  message: text("message").notNull(),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  notifiedCount: integer("notified_count").notNull().default(0),
  emailedCount: integer("emailed_count").notNull().default(0),
});

/**
 * Transfer logs to the sale wallet that are not payments, with the reason: a zero-value transfer,
 * a log that cannot be decoded or stored. The indexer records them and moves on, so that nothing a
 * stranger can emit stops the detection of the next payment; the console lists them.
 */
export const skippedTransfers = pgTable(
  "skipped_transfers",
  {
    chainId: integer("chain_id").notNull(),
    txHash: text("tx_hash").$type<Hex>().notNull(),
    logIndex: integer("log_index").notNull(),
    blockNumber: bigint("block_number", { mode: "bigint" }).notNull(),
    blockHash: text("block_hash").notNull(),
    /** As far as the log could be read: null when it could not. */
    fromAddress: text("from_address").$type<Address>(),
    toAddress: text("to_address").$type<Address>(),
    amount: uint256("amount_micro_usdt"),
    reason: text("reason", { enum: ["zero_value", "malformed", "unstorable"] }).notNull(),
    /** A short, operator-facing description; never a query or its parameters. */
    detail: text("detail"),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index("skipped_transfers_block_idx").on(t.blockNumber, t.logIndex),
    check("skipped_transfers_reason", sql`${t.reason} in ('zero_value', 'malformed', 'unstorable')`),
  ],
);

/**
 * USDT sent from the sale wallet (refunds, treasury moves, a transfer to itself): never money
 * raised. Kept with their finality, like payments, so that a refund is recorded only against a
 * final transfer and operators see every movement of the wallet.
 */
export const outgoingTransfers = pgTable(
  "outgoing_transfers",
  {
    chainId: integer("chain_id").notNull(),
    txHash: text("tx_hash").$type<Hex>().notNull(),
    logIndex: integer("log_index").notNull(),
    toAddress: text("to_address").$type<Address>().notNull(),
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
    index("outgoing_transfers_chain_order_idx").on(t.blockNumber, t.logIndex),
    check("outgoing_transfers_amount_positive", sql`${t.amount} > 0`),
    check("outgoing_transfers_finality_known", sql`${t.finality} in ('pending', 'final', 'orphaned')`),
  ],
);

/** What the ledger announces; see src/server/ledger/ledger-events.ts. */
export const ledgerEventTypes = [
  "payment_detected",
  "payment_orphaned",
  "payment_credited",
  "payment_awaiting_attribution",
  "refund_due",
  "refund_paid",
] as const;

/**
 * The ledger's domain events, written in the transaction that makes the change (an outbox): an
 * event exists exactly when its change committed. A dispatcher in every instance hands each one
 * to the subscribers (notifications, e-mails, live streams) once, under a lease, and marks it
 * handled; a crashed instance's lease runs out and another instance delivers it.
 */
export const ledgerEvents = pgTable(
  "ledger_events",
  {
    id: bigint("id", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
    type: text("type", { enum: ledgerEventTypes }).notNull(),
    chainId: integer("chain_id").notNull(),
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    /** The user the change concerns, when there is one (the credited investor). */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** Amounts as decimal strings of base units. */
    payload: jsonb("payload").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    // A payment is credited, awaits attribution, falls due for refund and is refunded at most once:
    // the database refuses a second event of these kinds.
    uniqueIndex("ledger_events_once_per_payment")
      .on(t.type, t.chainId, t.txHash, t.logIndex)
      .where(
        sql`${t.type} in ('payment_credited', 'payment_awaiting_attribution', 'refund_due', 'refund_paid')`,
      ),
    index("ledger_events_unhandled_idx").on(t.id).where(sql`${t.handledAt} is null`),
    index("ledger_events_payment_idx").on(t.chainId, t.txHash),
    check(
      "ledger_events_type_known",
      sql`${t.type} in ('payment_detected', 'payment_orphaned', 'payment_credited', 'payment_awaiting_attribution', 'refund_due', 'refund_paid')`,
    ),
  ],
);

/**
 * Users who claimed a transaction by its hash before it was final: when the ledger settles it,
 * they are told (their verification dialog waits for that signal instead of asking again and again).
 */
export const paymentClaims = pgTable(
  "payment_claims",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    chainId: integer("chain_id").notNull(),
    txHash: text("tx_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chainId, t.txHash] }),
    index("payment_claims_tx_idx").on(t.chainId, t.txHash),
  ],
);

/**
 * Investors who paid from a wallet they cannot sign with (an exchange's) ask an operator to credit a
 * payment to them (issue 11). Knowing a hash proves nothing, so a request credits nothing by itself:
 * an operator attributes it with the ledger's manual attribution, or declines it with a reason.
 * One open request per payment and user (the database refuses a second one, however concurrent).
 */
export const attributionRequests = pgTable(
  "attribution_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    chainId: integer("chain_id").notNull(),
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    exchange: text("exchange").notNull(),
    note: text("note").notNull().default(""),
    status: text("status", { enum: ["open", "attributed", "declined"] })
      .notNull()
      .default("open"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    declineReason: text("decline_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.chainId, t.txHash, t.logIndex],
      foreignColumns: [payments.chainId, payments.txHash, payments.logIndex],
      // A transfer found not to be a payment (one from the sale wallet) leaves with its requests.
    }).onDelete("cascade"),
    uniqueIndex("attribution_requests_one_open")
      .on(t.userId, t.chainId, t.txHash, t.logIndex)
      .where(sql`${t.status} = 'open'`),
    index("attribution_requests_created_idx").on(t.createdAt),
    index("attribution_requests_payment_idx").on(t.chainId, t.txHash, t.logIndex),
    check("attribution_requests_status", sql`${t.status} in ('open', 'attributed', 'declined')`),
    check(
      "attribution_requests_declined_has_reason",
      sql`${t.status} <> 'declined' or ${t.declineReason} is not null`,
    ),
  ],
);

/**
 * Rounds of the cumulative Merkle distributors (issue 14): `pxl` hands out the tokens the ledger
 * credited, `dividend` a period's USDT pool. A round is saved as a draft from the preview the operator
 * saw and is published (tree, root, the owner's setRoot transaction) later. Amounts are in the
 * on-chain token's base units: PXL token units (18 decimals) for `pxl`, micro-USDT for `dividend`.
 */
export const distributionRounds = pgTable(
  "distribution_rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["pxl", "dividend"] }).notNull(),
    /** Dividends only: the half-year, "2026-H1", and its record date. */
    period: text("period"),
    recordDate: timestamp("record_date", { withTimezone: true }),
    profit: uint256("profit_micro_usdt"),
    pool: uint256("pool_micro_usdt"),
    /** Dividends only: what the floors leave of the pool; it stays with the academy. */
    remainder: uint256("remainder_micro_usdt"),
    /** Σ of this round's amounts (what the round adds to the distributor's obligations). */
    totalAmount: uint256("total_amount").notNull(),
    /** Why the round exists, with the document it rests on (the accounts, a board decision). */
    reason: text("reason").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    merkleRoot: text("merkle_root").$type<Hex>(),
    setRootTxHash: text("set_root_tx_hash").$type<Hex>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * When every holder of a published round had been told (notification, and mail with it). Null
     * until then: a publication whose notifying failed or stopped midway is notified again by the
     * sweep (round-notifications.ts), and notifying is idempotent.
     */
    holdersNotifiedAt: timestamp("holders_notified_at", { withTimezone: true }),
  },
  (t) => [
    index("distribution_rounds_kind_created_idx").on(t.kind, t.createdAt),
    // One published dividend per period: a second would pay the period twice.
    uniqueIndex("distribution_rounds_one_dividend_per_period")
      .on(t.period)
      .where(sql`${t.kind} = 'dividend' and ${t.status} = 'published'`),
    check("distribution_rounds_kind", sql`${t.kind} in ('pxl', 'dividend')`),
    check("distribution_rounds_status", sql`${t.status} in ('draft', 'published')`),
    check(
      "distribution_rounds_dividend_fields",
      sql`(${t.kind} = 'dividend') = (${t.period} is not null and ${t.recordDate} is not null and ${t.profit} is not null and ${t.pool} is not null and ${t.remainder} is not null)`,
    ),
    check("distribution_rounds_period_format", sql`${t.period} is null or ${t.period} ~ '^[0-9]{4}-H[12]$'`),
    check(
      "distribution_rounds_published_has_root",
      sql`${t.status} <> 'published' or (${t.merkleRoot} is not null and ${t.setRootTxHash} is not null and ${t.publishedAt} is not null)`,
    ),
  ],
);

/**
 * A round's entries: one per investor in it (PXL rounds hold only leaves). With an account, the entry is a leaf: `cumulativeAmount` is
 * everything the account may claim from this distributor up to this round. `amount` is what this
 * round gives the investor (PXL: the increase; dividends: the period's share). A dividend holder who
 * cannot be paid yet (no verified KYC or no wallet) and has no published leaf has no account: their
 * shares add up and enter the first round after they qualify. One who has a published leaf keeps it
 * unchanged, because a new root replaces the old one.
 */
export const distributionRoundEntries = pgTable(
  "distribution_round_entries",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => distributionRounds.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    accountAddress: text("account_address"),
    /** Dividends: the tokens (micro-PXL) held at the record date the share was computed from. */
    heldMicroPxl: uint256("held_micro_pxl"),
    cumulativeAmount: uint256("cumulative_amount").notNull(),
    amount: uint256("amount").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.userId] }),
    index("distribution_round_entries_user_idx").on(t.userId),
    uniqueIndex("distribution_round_entries_one_leaf_per_account")
      .on(t.roundId, t.accountAddress)
      .where(sql`${t.accountAddress} is not null`),
    // A kept leaf (its holder cannot be paid now) may be smaller than this round's share.
    check("distribution_round_entries_amounts", sql`${t.amount} >= 0 and ${t.cumulativeAmount} >= 0`),
  ],
);

/**
 * What a dividend round adds for an earlier published period (`catchUpShares`): a holder whose
 * holding at that period's record date grew since it was saved (a payment made by then, attributed
 * later) is owed the difference, out of that period's remainder. The round's leaf carries it: the
 * holder's entry's cumulative amount includes it, and what a period gave a holder is its entry's
 * amount plus its catch-ups in published rounds.
 */
export const dividendCatchUps = pgTable(
  "dividend_catch_ups",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => distributionRounds.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    /** The earlier period it is owed for, "2026-H1". */
    period: text("period").notNull(),
    /** What the holder held at that period's record date as the books say now (micro-PXL). */
    heldMicroPxl: uint256("held_micro_pxl").notNull(),
    amount: uint256("amount").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.userId, t.period] }),
    index("dividend_catch_ups_period_idx").on(t.period, t.userId),
    check("dividend_catch_ups_amount", sql`${t.amount} > 0`),
    check("dividend_catch_ups_period_format", sql`${t.period} ~ '^[0-9]{4}-H[12]$'`),
  ],
);

/**
 * Where the distribution indexer stands on a chain (PXL Transfers, the distributors' Claimed events):
 * `finalThrough` is the last block whose logs are all stored and final, as for payments. `contracts`
 * names the contracts that position was reached for: when the configuration adds or changes one,
 * its history was never read, and the indexer starts again from the start block (rescanning is harmless).
 */
export const distributionIndexState = pgTable("distribution_index_state", {
  chainId: integer("chain_id").primaryKey(),
  contracts: text("contracts").notNull(),
  finalThrough: bigint("final_through", { mode: "bigint" }).notNull(),
  /**
   * The block time of `finalThrough`: everything on chain up to this time is read. A dividend is
   * planned only once it reaches the record date (null until a tick read a block).
   */
  finalThroughTime: timestamp("final_through_time", { withTimezone: true }),
  head: bigint("head", { mode: "bigint" }),
  lastTickAt: timestamp("last_tick_at", { withTimezone: true }),
  lastError: text("last_error"),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
});

/**
 * One row per `Claimed(account, amount, cumulativeAmount)` log of our distributors (PXL or dividends),
 * with the life of a payment: pending, then final at or below the finalized block, or orphaned when a
 * reorg removed it. Amounts in the distributor's token units. Addresses lower-case.
 */
export const distributionClaims = pgTable(
  "distribution_claims",
  {
    chainId: integer("chain_id").notNull(),
    txHash: text("tx_hash").$type<Hex>().notNull(),
    logIndex: integer("log_index").notNull(),
    distributor: text("distributor").notNull(),
    account: text("account").notNull(),
    amount: uint256("amount").notNull(),
    cumulativeAmount: uint256("cumulative_amount").notNull(),
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
    index("distribution_claims_account_idx").on(t.distributor, t.account, t.blockNumber),
    check("distribution_claims_amount_positive", sql`${t.amount} > 0`),
    check("distribution_claims_finality_known", sql`${t.finality} in ('pending', 'final', 'orphaned')`),
  ],
);

/**
 * One row per PXL `Transfer` log that moves tokens (a zero-value one changes no balance and anyone can
 * emit it: not stored), with the life of a payment. A holder's balance at a block is the sum of what
 * came in minus what went out up to it, counting rows that are not orphaned. Amounts in PXL token units.
 */
export const pxlTransfers = pgTable(
  "pxl_transfers",
  {
    chainId: integer("chain_id").notNull(),
    txHash: text("tx_hash").$type<Hex>().notNull(),
    logIndex: integer("log_index").notNull(),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    amount: uint256("amount").notNull(),
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
    index("pxl_transfers_to_idx").on(t.toAddress, t.blockNumber),
    index("pxl_transfers_from_idx").on(t.fromAddress, t.blockNumber),
    check("pxl_transfers_amount_positive", sql`${t.amount} > 0`),
    check("pxl_transfers_finality_known", sql`${t.finality} in ('pending', 'final', 'orphaned')`),
  ],
);
