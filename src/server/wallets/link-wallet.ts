import { sql } from "drizzle-orm";
import type { Hex, PublicClient } from "viem";
import { generateSiweNonce, parseSiweMessage } from "viem/siwe";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";

export const NONCE_TTL_MS = 10 * 60_000;

/** A fresh one-time nonce for the user's next Sign-In with Ethereum message. */
export async function issueWalletNonce(db: Db, userId: string, now = new Date()): Promise<string> {
  const nonce = generateSiweNonce();
  await db.execute(sql`insert into wallet_nonces (nonce, user_id, expires_at)
    values (${nonce}, ${userId}, ${new Date(now.getTime() + NONCE_TTL_MS)})`);
  return nonce;
}

export type LinkResult =
  | { status: "linked"; address: string; primary: boolean; attributed: number }
  | {
      status: "refused";
      reason: "malformed" | "wrong_domain" | "wrong_chain" | "bad_nonce" | "bad_signature";
    }
  | { status: "already_linked"; address: string }
  | { status: "linked_to_another_account"; address: string };

interface Expected {
  /** The site's host (BASE_URL's), which the message must name. */
  domain: string;
  chainId: number;
  client: PublicClient;
}

/**
 * Links the wallet that signed an EIP-4361 message to the user, proving control of it. The nonce is
 * the user's own, unexpired and used once (consumed before the signature is checked, so a bad
 * signature costs a new nonce); the domain and chain id must be ours; the signature is checked by
 * viem, which asks the chain for contract wallets (EIP-1271/6492). A wallet belongs to one user.
 * Once linked, its payments awaiting attribution are credited to the user.
 */
export async function linkWallet(
  db: Db,
  userId: string,
  { message, signature }: { message: string; signature: Hex },
  expected: Expected,
): Promise<LinkResult> {
  const parsed = parseSiweMessage(message);
  if (!parsed.address || !parsed.nonce || !parsed.domain || parsed.chainId === undefined) {
    return { status: "refused", reason: "malformed" };
  }
  if (parsed.domain !== expected.domain) return { status: "refused", reason: "wrong_domain" };
  if (parsed.chainId !== expected.chainId) return { status: "refused", reason: "wrong_chain" };

  const consumed = await queryRows<{ nonce: string }>(
    db,
    sql`update wallet_nonces set used_at = now()
        where nonce = ${parsed.nonce} and user_id = ${userId} and used_at is null and expires_at > now()
        returning nonce`,
  );
  if (consumed.length === 0) return { status: "refused", reason: "bad_nonce" };

  const valid = await expected.client
    .verifySiweMessage({ message, signature, domain: expected.domain, nonce: parsed.nonce, time: new Date() })
    .catch(() => false);
  if (!valid) return { status: "refused", reason: "bad_signature" };

  const address = parsed.address.toLowerCase();
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
  const attributed = await queryRows<{ tx_hash: string }>(
    db,
    sql`update ledger_entries l set user_id = ${userId}, attribution = 'wallet_proof', attributed_at = now()
        from payments p
        where l.user_id is null and p.chain_id = l.chain_id and p.tx_hash = l.tx_hash and p.log_index = l.log_index
          and p.from_address = ${address}
        returning l.tx_hash`,
  );
  return { status: "linked", address, primary: inserted.primary, attributed: attributed.length };
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
