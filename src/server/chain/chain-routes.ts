import { Hono } from "hono";
import { type Address, BaseError, type PublicClient, RpcRequestError } from "viem";
import { z } from "zod";
import type { Auth } from "@/server/auth/auth";
import { requireUser } from "@/server/auth/require-user";
import { DEMO_WALLET_COUNT, demoWallet } from "@/server/chain/local-chain";
import type { Db } from "@/server/db/client";
import { userRateLimit } from "@/server/lib/user-rate-limit";
import type { ApiError } from "@/shared/api-error";
import { ARBISCAN_TX_URL, type PublicChain } from "@/shared/chain/public-chain";
import type { DemoWallets } from "@/shared/wallets/wallet-schemas";

export interface ChainRouteDeps {
  chainId: number;
  usdt: Address;
  saleWallet: Address;
  /** The demo's local chain (anvil). */
  demo?: boolean;
  /** The server's client, which the browser's JSON-RPC requests are forwarded to. */
  client: PublicClient;
}

/**
 * What the browser may ask the server's node (`POST /api/chain/rpc`): enough to read a token
 * balance, prepare, send and follow a transfer. Sending is the demo's alone: on Arbitrum the
 * investor's wallet sends through its own node. The browser cannot reach the demo's anvil (it
 * listens on the server's loopback, and the CSP allows only our origin).
 */
const READ_METHODS = [
  "eth_chainId",
  "eth_blockNumber",
  "eth_call",
  "eth_estimateGas",
  "eth_gasPrice",
  "eth_maxPriorityFeePerGas",
  "eth_feeHistory",
  "eth_getTransactionCount",
  "eth_getTransactionReceipt",
  // Following a transfer: while its receipt is missing, viem looks the transaction up and scans the
  // new block's transactions (full blocks) for a replacement ("speed up"); ethers' wait() does too.
  // Refusing full blocks made a sent payment look failed. Their size is bounded by the per-user limit.
  "eth_getTransactionByHash",
  "eth_getBlockByNumber",
] as const;
const SEND_METHOD = "eth_sendRawTransaction";

const jsonValue: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    z.string().max(8_192),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValue).max(16),
    z.record(z.string().max(64), jsonValue),
  ]),
);
const rpcRequestSchema = z.object({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.number().int(), z.string().max(64)]),
  method: z.string().max(64),
  params: z.array(jsonValue).max(4).optional(),
});

type RpcId = number | string | null;
const rpcError = (id: RpcId, code: number, message: string, data?: unknown) => ({
  jsonrpc: "2.0" as const,
  id,
  error: data === undefined ? { code, message } : { code, message, data },
});

/** `GET /api/chain`, and for signed-in investors the demo wallets and a JSON-RPC proxy. */
export function chainRoutes(chain: ChainRouteDeps, auth: Auth, db: Db) {
  const body: PublicChain = {
    chainId: chain.chainId,
    demo: chain.demo === true,
    usdt: chain.usdt,
    saleWallet: chain.saleWallet,
    explorerTxUrl: chain.demo ? null : ARBISCAN_TX_URL,
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
      if (!chain.demo) return c.json<ApiError>({ error: "Not found" }, 404);
      const wallets: DemoWallets["wallets"] = Array.from({ length: DEMO_WALLET_COUNT }, (_, i) => {
        const { address, privateKey } = demoWallet(i + 1);
        return { address, privateKey };
      });
      c.header("Cache-Control", "no-store");
      return c.json<DemoWallets>({ wallets });
    })
    .post("/rpc", requireUser(auth), userRateLimit(db, "chainRpc"), async (c) => {
      const raw: unknown = await c.req.json().catch(() => undefined);
      const parsed = rpcRequestSchema.safeParse(raw);
      if (!parsed.success) return c.json(rpcError(null, -32600, "Invalid request"), 400);
      const { id, method, params = [] } = parsed.data;
      if (!allowed.has(method)) return c.json(rpcError(id, -32601, `Method not allowed: ${method}`));
      try {
        // biome-ignore lint/suspicious/noExplicitAny: forwarded as asked, after the allow-list.
        const result = await chain.client.request({ method, params } as any);
        return c.json({ jsonrpc: "2.0", id, result: result ?? null });
      } catch (error) {
        const upstream =
          error instanceof BaseError ? error.walk((e) => e instanceof RpcRequestError) : undefined;
        if (upstream instanceof RpcRequestError) {
          return c.json(rpcError(id, upstream.code, upstream.details, upstream.data));
        }
        const message = error instanceof BaseError ? error.shortMessage : "The chain did not answer";
        return c.json(rpcError(id, -32603, message));
      }
    });
}
