import { Hono } from "hono";
import type { PublicClient } from "viem";
import type { Auth } from "@/server/auth/auth";
import { requireUser, type SignedInVariables } from "@/server/auth/require-user";
import type { Db } from "@/server/db/client";
import { validate } from "@/server/http/validate";
import { issueWalletNonce, linkWallet } from "@/server/wallets/link-wallet";
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
}

export function walletRoutes({ auth, db, baseUrl, chain }: Deps) {
  const domain = new URL(baseUrl).host;
  return new Hono<{ Variables: SignedInVariables }>()
    .use(requireUser(auth))
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
