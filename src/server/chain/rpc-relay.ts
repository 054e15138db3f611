import { BaseError, type PublicClient, RpcRequestError } from "viem";
import { z } from "zod";

/**
 * What the browser may ask the server's node (`POST /api/chain/rpc`): enough to read a token
 * balance, prepare, send and follow a transfer with a standard client (viem, wagmi, ethers).
 * Sending is the demo's alone: on Arbitrum the investor's wallet sends through its own node. The
 * browser cannot reach the demo's anvil (it listens on the server's loopback, and the CSP allows
 * only our origin).
 *
 * Refused on purpose: `eth_fillTransaction` (viem asks it first when preparing and falls back on
 * "method not found"), logs, accounts, signing and every node-admin method.
 */
export const READ_METHODS = [
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
export const SEND_METHOD = "eth_sendRawTransaction";

/** ethers batches the requests it makes within 10 ms (a wait() starts with three); a few suffice. */
export const MAX_BATCH = 10;

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
/** One request, or a batch of them (JSON-RPC 2.0 section 6). */
export const rpcBodySchema = z.union([rpcRequestSchema, z.array(rpcRequestSchema).min(1).max(MAX_BATCH)]);

type RpcRequest = z.infer<typeof rpcRequestSchema>;
type RpcId = number | string | null;
export type RpcReply =
  | { jsonrpc: "2.0"; id: RpcId; result: unknown }
  | { jsonrpc: "2.0"; id: RpcId; error: { code: number; message: string; data?: unknown } };

export const rpcError = (id: RpcId, code: number, message: string, data?: unknown): RpcReply => ({
  jsonrpc: "2.0",
  id,
  error: data === undefined ? { code, message } : { code, message, data },
});

/** Forwards one request to the node if its method is allowed; the node's refusal keeps its code. */
export async function relayOne(
  client: PublicClient,
  allowed: ReadonlySet<string>,
  { id, method, params = [] }: RpcRequest,
): Promise<RpcReply> {
  if (!allowed.has(method)) return rpcError(id, -32601, `Method not allowed: ${method}`);
  try {
    // biome-ignore lint/suspicious/noExplicitAny: forwarded as asked, after the allow-list.
    const result = await client.request({ method, params } as any);
    return { jsonrpc: "2.0", id, result: result ?? null };
  } catch (error) {
    const upstream = error instanceof BaseError ? error.walk((e) => e instanceof RpcRequestError) : undefined;
    if (upstream instanceof RpcRequestError)
      return rpcError(id, upstream.code, upstream.details, upstream.data);
    const message = error instanceof BaseError ? error.shortMessage : "The chain did not answer";
    return rpcError(id, -32603, message);
  }
}
