import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface RpcCall {
  method: string;
  params: unknown[];
}

/** What the node behind answered: JSON-RPC's result or error. */
export type RpcAnswer = { result?: unknown; error?: unknown };

/**
 * How the endpoint treats one call: passes it on (the default), answers it itself, hangs (accepts and
 * never answers) or refuses (drops the connection).
 */
export type Behaviour = (
  call: RpcCall,
  forward: (call: RpcCall) => Promise<RpcAnswer>,
) => Promise<RpcAnswer | "hang" | "refuse">;

/**
 * A JSON-RPC endpoint in front of a real node (anvil), whose behaviour a test sets and changes: a
 * provider that is down, hangs on one method or serves from a node that lags. Test support only.
 */
export async function proxyEndpoint(target: string) {
  let behaviour: Behaviour = (call, forward) => forward(call);
  const calls: string[] = [];
  let id = 0;

  async function forward(call: RpcCall): Promise<RpcAnswer> {
    const response = await fetch(target, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++id, ...call }),
    });
    return (await response.json()) as RpcAnswer;
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as RpcCall & { id: unknown };
    calls.push(body.method);
    const outcome = await behaviour({ method: body.method, params: body.params ?? [] }, forward).catch(
      (error: unknown) => ({ error: { code: -32603, message: String(error) } }),
    );
    if (outcome === "hang") return;
    if (outcome === "refuse") {
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ jsonrpc: "2.0", id: body.id, ...outcome }));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The methods asked so far, in order. */
    calls,
    behave: (next: Behaviour | null) => {
      behaviour = next ?? ((call, pass) => pass(call));
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ProxyEndpoint = Awaited<ReturnType<typeof proxyEndpoint>>;

/** Refuses every call: a provider that is down. */
export const down: Behaviour = async () => "refuse";

/** Hangs on one method and serves the rest: a provider whose heavy calls time out. */
export const hangsOn =
  (method: string): Behaviour =>
  (call, forward) =>
    method === call.method ? Promise.resolve("hang") : forward(call);

/**
 * A node `lag` blocks behind the one it fronts, as geth answers: its head is lower, blocks above it
 * do not exist, and a log range beyond it returns the logs it has, no error.
 */
export function lagging(lag: bigint): Behaviour {
  return async (call, forward) => {
    const real = await forward({ method: "eth_blockNumber", params: [] });
    const realHead = BigInt(real.result as string);
    const head = realHead > lag ? realHead - lag : 0n;
    const hex = (n: bigint) => `0x${n.toString(16)}`;
    const number = (tag: unknown) =>
      tag === "latest" || tag === "safe" || tag === "finalized" || tag === "pending"
        ? head
        : BigInt(tag as string);
    switch (call.method) {
      case "eth_blockNumber":
        return { result: hex(head) };
      case "eth_getBlockByNumber": {
        const at = number(call.params[0]);
        if (at > head) return { result: null };
        return forward({ method: call.method, params: [hex(at), call.params[1]] });
      }
      case "eth_getLogs": {
        const filter = call.params[0] as { fromBlock: string; toBlock: string };
        const to = number(filter.toBlock);
        const clamped = to < head ? to : head;
        if (clamped < BigInt(filter.fromBlock)) return { result: [] };
        return forward({ method: call.method, params: [{ ...filter, toBlock: hex(clamped) }] });
      }
      default:
        return forward(call);
    }
  };
}
