import { sql } from "drizzle-orm";
import { type Address, type Hex, isAddress, type PublicClient } from "viem";
import { generateSiweNonce, parseSiweMessage } from "viem/siwe";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import { attributeWalletPayments } from "@/server/ledger/attribute-wallet";
import { checkSignature } from "@/server/wallets/check-signature";

/** How long a nonce, and so the message that carries it, may be used. */
export const NONCE_TTL_MS = 10 * 60_000;
/** The longest a message may say it is valid: from its issuedAt to its expirationTime. */
export const MAX_MESSAGE_VALIDITY_MS = 10 * 60_000;
/** How far ahead of the server's clock a wallet's clock may be when it dates the message. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * A fresh one-time nonce for the user's next Sign-In with Ethereum message, usable until
 * `now + NONCE_TTL_MS`: the expirationTime the message should carry.
 */
export async function issueWalletNonce(db: Db, userId: string, now = new Date()): Promise<string> {
  const nonce = generateSiweNonce();
  await db.execute(sql`insert into wallet_nonces (nonce, user_id, expires_at)
    values (${nonce}, ${userId}, ${new Date(now.getTime() + NONCE_TTL_MS)})`);
  return nonce;
}

export type LinkRefusal =
  | "malformed"
  | "wrong_domain"
  | "wrong_uri"
  | "wrong_scheme"
  | "wrong_chain"
  | "no_expiration"
  | "expiration_too_far"
  | "expired"
  | "not_yet_valid"
  | "bad_nonce"
  | "bad_signature";

export type LinkResult =
  | { status: "linked"; address: string; primary: boolean; attributed: number }
  | { status: "refused"; reason: LinkRefusal }
  /** The chain could not be asked whether the signature is valid; the nonce is still usable. */
  | { status: "unavailable" }
  | { status: "already_linked"; address: string }
  | { status: "linked_to_another_account"; address: string };

interface Expected {
  /** The site's host (BASE_URL's), which the message must name. */
  domain: string;
  /** BASE_URL: the message's URI must be it; its scheme, when the message states one, BASE_URL's. */
  uri: string;
  chainId: number;
  client: PublicClient;
}

/**
 * Links the wallet that signed an EIP-4361 message to the user, proving control of it. The message
 * must name our domain, URI (and scheme, if it states one) and chain, and be valid now for at most
 * ten minutes. The nonce is the user's own, unexpired and used once: it is taken before the
 * signature is checked, so a wrong signature costs a new nonce, and given back when the chain could
 * not be asked (`unavailable`), so a node's outage costs the investor nothing. A wallet belongs to
 * one user. Once linked, its payments awaiting attribution are credited to the user.
 */
export async function linkWallet(
  db: Db,
  userId: string,
  { message, signature }: { message: string; signature: Hex },
  expected: Expected,
  now = new Date(),
): Promise<LinkResult> {
  const parsed = parseSiweMessage(message);
  const refusal = messageRefusal(parsed, expected, now);
  if (refusal) return { status: "refused", reason: refusal };
  const { nonce, address: signer } = parsed as { nonce: string; address: Address };

  const taken = await queryRows<{ nonce: string }>(
    db,
    sql`update wallet_nonces set used_at = now()
        where nonce = ${nonce} and user_id = ${userId} and used_at is null and expires_at > now()
        returning nonce`,
  );
  if (taken.length === 0) return { status: "refused", reason: "bad_nonce" };

  const check = await checkSignature(expected.client, { address: signer, message, signature });
  if (check === "unavailable") {
    await db.execute(
      sql`update wallet_nonces set used_at = null where nonce = ${nonce} and user_id = ${userId}`,
    );
    return { status: "unavailable" };
  }
  if (check === "invalid") return { status: "refused", reason: "bad_signature" };

  const address = signer.toLowerCase();
  const inserted = await insertLink(db, address, userId);
  if (!inserted) {
    const [owner] = await queryRows<{ user_id: string }>(
      db,
      sql`select user_id from wallet_links where address = ${address}`,
    );
    return owner?.user_id === userId
      ? { status: "already_linked", address }
      : { status: "linked_to_another_account", address };
  }
  const attributed = await attributeWalletPayments(db, userId);
  return { status: "linked", address, primary: inserted.primary, attributed };
}

/** What is wrong with the message's fields, checked before its nonce is touched; null when nothing. */
function messageRefusal(
  parsed: ReturnType<typeof parseSiweMessage>,
  expected: Expected,
  now: Date,
): LinkRefusal | null {
  const { address, nonce, domain, chainId, uri, version, issuedAt, expirationTime, notBefore } = parsed;
  if (!address || !isAddress(address) || !nonce || !domain || chainId === undefined || !uri)
    return "malformed";
  if (version !== "1" || !issuedAt || [issuedAt, expirationTime, notBefore].some(isInvalidDate)) {
    return "malformed";
  }
  if (domain !== expected.domain) return "wrong_domain";
  const ours = new URL(expected.uri);
  if (parsed.scheme !== undefined && parsed.scheme !== ours.protocol.slice(0, -1)) return "wrong_scheme";
  if (!sameUri(uri, ours)) return "wrong_uri";
  if (chainId !== expected.chainId) return "wrong_chain";
  if (!expirationTime) return "no_expiration";
  if (expirationTime.getTime() - issuedAt.getTime() > MAX_MESSAGE_VALIDITY_MS) return "expiration_too_far";
  if (expirationTime.getTime() <= now.getTime()) return "expired";
  if (issuedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) return "not_yet_valid";
  if (notBefore && notBefore.getTime() > now.getTime()) return "not_yet_valid";
  return null;
}

const isInvalidDate = (date: Date | undefined) => date !== undefined && Number.isNaN(date.getTime());

/**
 * BASE_URL itself, compared as URLs (so `https://pxl.example` and `https://pxl.example/` are one):
 * the same scheme, host, port and path, and no query or fragment.
 */
function sameUri(uri: string, ours: URL): boolean {
  try {
    return new URL(uri).href === ours.href;
  } catch {
    return false;
  }
}

/** Inserts the link; the user's first wallet becomes primary (the partial unique index keeps it to one). */
async function insertLink(db: Db, address: string, userId: string): Promise<{ primary: boolean } | null> {
  const attempt = (primary: boolean) =>
    queryRows<{ is_primary: boolean }>(
      db,
      sql`insert into wallet_links (address, user_id, is_primary)
          select ${address}, ${userId}, ${primary} and not exists (select 1 from wallet_links where user_id = ${userId})
          on conflict (address) do nothing returning is_primary`,
    );
  try {
    const [row] = await attempt(true);
    return row ? { primary: row.is_primary } : null;
  } catch {
    // Another wallet of this user became primary at the same moment: this one is not.
    const [row] = await attempt(false);
    return row ? { primary: false } : null;
  }
}
