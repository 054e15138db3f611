import { Hono } from "hono";
import type { PublicClient } from "viem";
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

/** The user-facing text of every refusal of a wallet link. */
const refusals = {
  malformed: "This is not a valid sign-in message.",
  wrong_domain: "This message was made for another site.",
  wrong_uri: "This message was made for another site.",
  wrong_scheme: "This message was made for another site.",
  wrong_chain: "Please switch your wallet to Arbitrum One and sign again.",
  no_expiration: "This message has no expiry time. Please sign a new one from this page.",
  expiration_too_far: "This message stays valid for too long. Please sign a new one from this page.",
  expired: "This message has expired. Please sign a new one.",
  not_yet_valid: "This message is dated in the future. Please check your device's clock and sign again.",
  bad_nonce: "This message was already used or has expired. Please sign a new one.",
  bad_signature: "The signature does not match the wallet.",
} as const satisfies Record<LinkRefusal, string>;
const unavailable: ApiError = {
  error: "We could not check the signature right now. Please try again.",
  code: "signature_unavailable",
};

interface Deps {
  auth: Auth;
  db: Db;
  baseUrl: string;
  chain: { client: PublicClient; chainId: number };
  /** Linking credits the wallet's payments awaiting attribution: the user's lists and the figures change. */
  changed?: Pick<Realtime["changed"], "sale" | "payments">;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const notYours: ApiError = { error: "This wallet is not linked to your account.", code: "not_found" };

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
        return c.json(notYours, 404);
      }
      changed?.payments([c.get("userId")]);
      return c.json({ wallets: await listLinkedWallets(db, c.get("userId")) });
    })
    .delete("/:address", async (c) => {
      const address = c.req.param("address");
      if (!ADDRESS.test(address) || !(await removeWallet(db, c.get("userId"), address))) {
        return c.json(notYours, 404);
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
          return c.json<ApiError>(
            { error: "This wallet is linked to another account.", code: result.status },
            409,
          );
        case "refused":
          return c.json<ApiError>({ error: refusals[result.reason], code: result.reason }, 400);
        case "unavailable":
          return c.json(unavailable, 503);
      }
    });
}
