import { Hono } from "hono";
import type { Address, PublicClient } from "viem";
import { m } from "@/paraglide/messages";
import type { Auth } from "@/server/auth/auth";
import { requireUser } from "@/server/auth/require-user";
import { anvilWallet, DEMO_WALLET_COUNT, demoWallet } from "@/server/chain/local-chain";
import { READ_METHODS, relayOne, rpcBodySchema, rpcError, SEND_METHOD } from "@/server/chain/rpc-relay";
import type { Db } from "@/server/db/client";
import { hitRateLimit } from "@/server/lib/rate-limit";
import { tooManyRequests } from "@/server/lib/too-many-requests";
import { userRateLimit, userRateLimitKey, userRateLimits } from "@/server/lib/user-rate-limit";
import type { ApiError } from "@/shared/api-error";
import { ARBISCAN_TX_URL, type PublicChain } from "@/shared/chain/public-chain";
import type { DemoWallets } from "@/shared/wallets/wallet-schemas";

export interface ChainRouteDeps {
  chainId: number;
  usdt: Address;
  saleWallet: Address;
  /** The demo's local chain (anvil). */
  demo?: boolean;
  /** Offered to the browser's wallets when set (WALLETCONNECT_PROJECT_ID). */
  walletConnectProjectId?: string | null;
  /** The server's client, which the browser's JSON-RPC requests are forwarded to. */
  client: PublicClient;
}

/** `GET /api/chain`, and for signed-in investors the demo wallets and a JSON-RPC proxy. */
export function chainRoutes(chain: ChainRouteDeps, auth: Auth, db: Db) {
  const body: PublicChain = {
    chainId: chain.chainId,
    demo: chain.demo === true,
    usdt: chain.usdt,
    saleWallet: chain.saleWallet,
    explorerTxUrl: chain.demo ? null : ARBISCAN_TX_URL,
    walletConnectProjectId: chain.walletConnectProjectId ?? null,
  };
  const allowed = new Set<string>(chain.demo ? [...READ_METHODS, SEND_METHOD] : READ_METHODS);

  return new Hono()
    .get("/", (c) => {
      c.header("Cache-Control", "public, max-age=300");
      return c.json(body);
    })
    .get("/demo-wallets", requireUser(auth), (c) => {
      // anvil's published development keys: they hold demo USDT on the local chain and nothing anywhere
      // else. Served only there.
      if (!chain.demo) return c.json<ApiError>({ error: m.api_not_found() }, 404);
      const wallets: DemoWallets["wallets"] = Array.from({ length: DEMO_WALLET_COUNT }, (_, i) => {
        const { address, privateKey } = demoWallet(i + 1);
        return { address, privateKey };
      });
      const { address, privateKey } = anvilWallet(0);
      c.header("Cache-Control", "no-store");
      return c.json<DemoWallets>({ wallets, treasury: { address, privateKey } });
    })
    .post("/rpc", requireUser(auth), userRateLimit(db, "chainRpc"), async (c) => {
      const raw: unknown = await c.req.json().catch(() => undefined);
      const parsed = rpcBodySchema.safeParse(raw);
      if (!parsed.success) return c.json(rpcError(null, -32600, "Invalid request"), 400);
      if (!Array.isArray(parsed.data)) return c.json(await relayOne(chain.client, allowed, parsed.data));
      // Each request of a batch counts against the user's limit, as if sent alone (the first already has).
      const key = userRateLimitKey("chainRpc", c.get("userId"));
      for (let extra = 1; extra < parsed.data.length; extra++) {
        const hit = await hitRateLimit(db, key, userRateLimits.chainRpc);
        if (!hit.allowed) return tooManyRequests(c, userRateLimits.chainRpc.tooMany(), hit.retryAfterSeconds);
      }
      return c.json(
        await Promise.all(parsed.data.map((request) => relayOne(chain.client, allowed, request))),
      );
    });
}
