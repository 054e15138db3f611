import { sql } from "drizzle-orm";
import type { Address, Hex } from "viem";
import { grantOperator } from "@/server/admin/operators";
import type { Db } from "@/server/db/client";
import { distributionIndexState, indexerState, payments, walletLinks } from "@/server/db/schema";
import {
  type AccountHarness,
  createUser,
  emailFor,
  sessionCookie,
  signIn,
} from "@/server/test/account-harness";
import type { TotpKey } from "@/server/test/totp";
import { signInWithTwoFactor, turnOnTwoFactor } from "@/server/test/two-factor";

/** Test support of the operator console: payments straight in the database, signed-in operators. */

export const USDT = 1_000_000n;
export const CHAIN = 42161;
export const wallet = (n: number): Address => `0x${n.toString(16).padStart(40, "0")}`;
export const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, "0")}`;

/** A USDT Transfer to the sale wallet as the indexer stores it (payment n in block `block`). */
export function insertPayment(
  db: Db,
  {
    n,
    block = n,
    from = wallet(n),
    amount,
    finality = "final",
    logIndex = 0,
    time = new Date(Date.UTC(2026, 0, 1) + block * 1000),
  }: {
    n: number;
    block?: number;
    from?: string;
    amount: bigint;
    finality?: "pending" | "final" | "orphaned";
    logIndex?: number;
    time?: Date;
  },
) {
  return db.insert(payments).values({
    chainId: CHAIN,
    txHash: hash(n),
    logIndex,
    fromAddress: from,
    amount,
    blockNumber: BigInt(block),
    blockHash: hash(100_000 + block),
    blockTime: time,
    finality,
  });
}

/**
 * What the indexers would have saved after reading the chain through `time`, for tests that put
 * payments (and PXL transfers) straight in the database with no indexer: a dividend is planned only
 * once the chain is read through its record date. The payment indexer's position always; with
 * `pxlTransfers`, the distribution indexer's too (holdings from the chain, after a PXL round).
 * It sets the position as given, back or forward, to stage an indexer that lags.
 */
export async function chainReadThrough(db: Db, time: Date, { pxlTransfers = false } = {}) {
  const position = {
    finalThrough: 1_000_000n,
    finalThroughTime: time,
    head: 1_000_000n,
    lastTickAt: new Date(),
  };
  await db
    .insert(indexerState)
    .values({ chainId: CHAIN, ...position })
    .onConflictDoUpdate({ target: indexerState.chainId, set: position });
  if (!pxlTransfers) return;
  await db
    .insert(distributionIndexState)
    .values({ chainId: CHAIN, contracts: "test-fixture", ...position })
    .onConflictDoUpdate({ target: distributionIndexState.chainId, set: position });
}

/** Links `address` to the user, at `linkedAt` when given (the link's period starts then), else now. */
export const linkWallet = (db: Db, address: string, userId: string, isPrimary = false, linkedAt?: Date) =>
  db.insert(walletLinks).values({ address, userId, isPrimary, linkedAt });

/** Unlinks `address` as if at `unlinkedAt`: the trigger closes its period now, and this dates it. */
export async function unlinkWallet(db: Db, address: string, unlinkedAt: Date) {
  await db.execute(sql`delete from wallet_links where address = ${address}`);
  await db.execute(
    sql`update wallet_link_periods set unlinked_at = ${unlinkedAt.toISOString()}::timestamptz
        where address = ${address} and unlinked_at = (select max(unlinked_at) from wallet_link_periods
                                                       where address = ${address})`,
  );
}

export interface SignedIn {
  id: string;
  email: string;
  cookie: string;
}

/** A confirmed, signed-in account (an investor). */
export async function signedInInvestor(h: AccountHarness, label = "investor"): Promise<SignedIn> {
  const email = emailFor(label);
  const user = await createUser(h, email);
  return { ...user, cookie: sessionCookie(await signIn(h, email)) };
}

/**
 * A signed-in operator as the console requires one: the admin role (granted as the command line
 * would), TOTP turned on through Better Auth's endpoints, and a fresh sign-in with both steps.
 * `key` is what their authenticator app holds.
 */
export async function signedInOperator(h: AccountHarness, label = "operator"): Promise<SignedInOperator> {
  const operator = await signedInOperatorWithoutTwoFactor(h, label);
  const { key } = await turnOnTwoFactor(h, operator.cookie);
  return { ...operator, key, cookie: await signInWithTwoFactor(h, operator.email, key) };
}

export interface SignedInOperator extends SignedIn {
  key: TotpKey;
}

/** An account holding the admin role, signed in with its password alone: two-factor never turned on. */
export async function signedInOperatorWithoutTwoFactor(
  h: AccountHarness,
  label = "operator",
): Promise<SignedIn> {
  const operator = await signedInInvestor(h, label);
  await grantOperator(h.database.db, operator.email, { userId: null, label: "command line" });
  return operator;
}

/** Moves every session of the user `ms` into the past, as if they had signed in that long ago. */
export async function ageSignIns(h: AccountHarness, userId: string, ms: number): Promise<void> {
  const by = `${ms} milliseconds`;
  await h.database.db.execute(
    sql`update session set created_at = created_at - ${by}::interval, updated_at = updated_at - ${by}::interval where user_id = ${userId}`,
  );
}

export const getAs = (h: AccountHarness, path: string, who: { cookie: string } | null) =>
  h.api.call(path, { headers: who ? { cookie: who.cookie } : {} });

export const postAs = (h: AccountHarness, path: string, body: unknown, who: { cookie: string } | null) =>
  h.api.postJson(path, body, { headers: who ? { cookie: who.cookie } : {} });

/** A KYC submission row as the wizard stores it, sent on day `day` of January 2026. */
export const kycSubmissionRow = (
  userId: string,
  status: "pending" | "verified" | "rejected",
  day: number,
  fullName = "Nino Beridze",
) => ({
  userId,
  status,
  fullName,
  dateOfBirth: "1990-01-01",
  nationality: "Georgia",
  address: "1 Rustaveli Avenue",
  city: "Tbilisi",
  postalCode: "0108",
  documentType: "passport" as const,
  documentNumber: "12AB34567",
  expiryDate: "2030-01-01",
  submittedAt: new Date(Date.UTC(2026, 0, day)),
});
