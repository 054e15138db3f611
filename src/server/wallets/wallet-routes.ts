import { Hono } from "hono";
import type { PublicClient } from "viem";
import { m } from "@/paraglide/messages";
import type { Auth } from "@/server/auth/auth";
import { requireUser, type SignedInVariables } from "@/server/auth/require-user";
import type { Db } from "@/server/db/client";
import { validate } from "@/server/http/validate";
import { userRateLimit } from "@/server/lib/user-rate-limit";
import type { Realtime } from "@/server/realtime/realtime";
import { issueWalletNonce, type LinkRefusal, linkWallet, NONCE_TTL_MS } from "@/server/wallets/link-wallet";
import { listLinkedWallets, makePrimaryWallet, removeWallet } from "@/server/wallets/linked-wallets";
import type { ApiError } from "@/shared/api-error";
import { linkWalletSchema, type WalletNonce } from "@/shared/wallets/wallet-schemas";

/** The user-facing text of every refusal of a wallet link, in the request's language. */
const refusals = {
  malformed: m.api_wallet_link_malformed,
  wrong_domain: m.api_wallet_link_other_site,
  wrong_uri: m.api_wallet_link_other_site,
  wrong_scheme: m.api_wallet_link_other_site,
  wrong_chain: m.api_wallet_link_wrong_chain,
  no_expiration: m.api_wallet_link_no_expiration,
  expiration_too_far: m.api_wallet_link_expiration_too_far,
  expired: m.api_wallet_link_expired,
  not_yet_valid: m.api_wallet_link_not_yet_valid,
  bad_nonce: m.api_wallet_link_bad_nonce,
  bad_signature: m.api_wallet_link_bad_signature,
} as const satisfies Record<LinkRefusal, () => string>;

interface Deps {
  auth: Auth;
  db: Db;
  baseUrl: string;
  chain: { client: PublicClient; chainId: number };
  /** Linking credits the wallet's payments awaiting attribution: the user's lists and the figures change. */
  changed?: Pick<Realtime["changed"], "sale" | "payments">;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const notYours = (): ApiError => ({ error: m.api_wallet_not_yours(), code: "not_found" });

export function walletRoutes({ auth, db, baseUrl, chain, changed }: Deps) {
  const domain = new URL(baseUrl).host;
  return new Hono<{ Variables: SignedInVariables }>()
    .use(requireUser(auth))
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ wallets: await listLinkedWallets(db, c.get("userId")) });
    })
    .post("/:address/primary", async (c) => {
      const address = c.req.param("address");
      if (!ADDRESS.test(address) || !(await makePrimaryWallet(db, c.get("userId"), address))) {
        return c.json(notYours(), 404);
      }
      changed?.payments([c.get("userId")]);
      return c.json({ wallets: await listLinkedWallets(db, c.get("userId")) });
    })
    .delete("/:address", async (c) => {
      const address = c.req.param("address");
      if (!ADDRESS.test(address) || !(await removeWallet(db, c.get("userId"), address))) {
        return c.json(notYours(), 404);
      }
      changed?.payments([c.get("userId")]);
      return c.json({ wallets: await listLinkedWallets(db, c.get("userId")) });
    })
    .post("/nonce", userRateLimit(db, "walletNonce"), async (c) => {
      // The server's clock dates the message, so a wallet's wrong clock cannot make it expired.
      const issuedAt = new Date();
      const nonce = await issueWalletNonce(db, c.get("userId"), issuedAt);
      return c.json<WalletNonce>({
        nonce,
        domain,
        chainId: chain.chainId,
        uri: baseUrl,
        issuedAt: issuedAt.toISOString(),
        expirationTime: new Date(issuedAt.getTime() + NONCE_TTL_MS).toISOString(),
      });
    })
    .post("/link", userRateLimit(db, "walletLink"), validate("json", linkWalletSchema), async (c) => {
      const { message, signature } = c.req.valid("json");
      const result = await linkWallet(
        db,
        c.get("userId"),
        { message, signature },
        { domain, uri: baseUrl, chainId: chain.chainId, client: chain.client },
      );
      switch (result.status) {
        case "linked":
          changed?.payments([c.get("userId")]);
          changed?.sale();
          return c.json(result, 201);
        case "already_linked":
          return c.json(result, 200);
        case "linked_to_another_account":
          return c.json<ApiError>({ error: m.api_wallet_taken(), code: result.status }, 409);
        case "refused":
          return c.json<ApiError>({ error: refusals[result.reason](), code: result.reason }, 400);
        case "unavailable":
          return c.json<ApiError>(
            { error: m.api_wallet_check_unavailable(), code: "signature_unavailable" },
            503,
          );
      }
    });
}
