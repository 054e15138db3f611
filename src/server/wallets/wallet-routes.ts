import { Hono } from "hono";
import type { PublicClient } from "viem";
import type { Auth } from "@/server/auth/auth";
import { requireUser, type SignedInVariables } from "@/server/auth/require-user";
import type { Db } from "@/server/db/client";
import { validate } from "@/server/http/validate";
import type { Realtime } from "@/server/realtime/realtime";
import { issueWalletNonce, linkWallet } from "@/server/wallets/link-wallet";
import { listLinkedWallets, makePrimaryWallet, removeWallet } from "@/server/wallets/linked-wallets";
import type { ApiError } from "@/shared/api-error";
import { linkWalletSchema } from "@/shared/wallets/wallet-schemas";

const refusals = {
  malformed: "This is not a valid sign-in message.",
  wrong_domain: "This message was made for another site.",
  wrong_chain: "Please switch your wallet to Arbitrum One and sign again.",
  bad_nonce: "This message was already used or has expired. Please sign a new one.",
  bad_signature: "The signature does not match the wallet, or the message has expired.",
} as const;

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
    .post("/nonce", async (c) => {
      const nonce = await issueWalletNonce(db, c.get("userId"));
      return c.json({ nonce, domain, chainId: chain.chainId, uri: baseUrl });
    })
    .post("/link", validate("json", linkWalletSchema), async (c) => {
      const { message, signature } = c.req.valid("json");
      const result = await linkWallet(
        db,
        c.get("userId"),
        { message, signature: signature as `0x${string}` },
        {
          domain,
          chainId: chain.chainId,
          client: chain.client,
        },
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
      }
    });
}
