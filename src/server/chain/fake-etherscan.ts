import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Etherscan API V2 as documented, answering from a real chain: the query string becomes a JSON-RPC
 * call to anvil, and the answer is wrapped Etherscan's way (proxy answers as JSON-RPC; getLogs as
 * status/message/result with decimal block parameters, hex fields, no blockHash, "0x" for index 0).
 * Test support only.
 */
export async function fakeEtherscan(rpcUrl: string, keys: readonly string[]) {
  const requests: URLSearchParams[] = [];
  const throttled = new Set<string>();
  let override: ((query: URLSearchParams) => unknown) | null = null;
  let id = 0;

  async function rpc(method: string, params: unknown[]) {
    const response = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
    });
    return (await response.json()) as { result?: unknown; error?: unknown };
  }

  const notOk = (result: string) => ({ status: "0", message: "NOTOK", result });

  async function answer(q: URLSearchParams): Promise<unknown> {
    if (q.get("chainid") !== "42161")
      return notOk("Missing or unsupported chainid parameter (required for v2 api)");
    const key = q.get("apikey") ?? "";
    if (!keys.includes(key)) return notOk("Invalid API Key (#err2)|1");
    if (throttled.has(key)) return notOk("Max calls per sec rate limit reached (5/sec)");
    const forced = override?.(q);
    if (forced !== undefined) return forced;
    if (q.get("module") === "proxy") {
      const action = q.get("action") ?? "";
      const params: Record<string, unknown[]> = {
        eth_blockNumber: [],
        eth_getBlockByNumber: [q.get("tag"), q.get("boolean") === "true"],
        eth_getTransactionByHash: [q.get("txhash")],
        eth_getTransactionReceipt: [q.get("txhash")],
        eth_call: [{ to: q.get("to"), data: q.get("data") }, q.get("tag")],
      };
      const args = params[action];
      if (!args) return notOk("Error! Missing Or invalid Action name");
      return { jsonrpc: "2.0", id: 1, ...(await rpc(action, args)) };
    }
    if (q.get("module") === "logs" && q.get("action") === "getLogs") return logs(q);
    return notOk("Error! Missing Or invalid Module name");
  }

  async function logs(q: URLSearchParams) {
    const block = (name: string) => {
      const value = q.get(name);
      if (value === null || !/^(\d+|latest)$/.test(value))
        throw new Error(`${name} must be decimal or latest`);
      return value === "latest" ? value : `0x${BigInt(value).toString(16)}`;
    };
    const present = [0, 1, 2, 3].filter((i) => q.has(`topic${i}`));
    for (const [n, a] of present.entries())
      for (const b of present.slice(n + 1))
        if (q.get(`topic${a}_${b}_opr`) !== "and") return notOk(`Error! topic${a}_${b}_opr is required`);
    const topics = [0, 1, 2, 3].map((i) => q.get(`topic${i}`));
    while (topics.length > 0 && topics.at(-1) === null) topics.pop();
    const found = await rpc("eth_getLogs", [
      { fromBlock: block("fromBlock"), toBlock: block("toBlock"), address: q.get("address"), topics },
    ]);
    if (found.error) return notOk(JSON.stringify(found.error));
    const page = Number(q.get("page") ?? 1);
    const offset = Number(q.get("offset") ?? 1000);
    if (offset > 1000) return notOk("Error! offset exceeds 1000");
    const rows = (found.result as Record<string, string>[]).slice((page - 1) * offset, page * offset);
    if (rows.length === 0) return { status: "0", message: "No records found", result: [] };
    const zeroAsEmpty = (hex: string | undefined) => (hex === "0x0" ? "0x" : hex);
    return {
      status: "1",
      message: "OK",
      result: rows.map((log) => ({
        address: log.address,
        topics: log.topics,
        data: log.data,
        blockNumber: log.blockNumber,
        timeStamp: "0x6553f100",
        gasPrice: "0x5f5e100",
        gasUsed: "0xc350",
        logIndex: zeroAsEmpty(log.logIndex),
        transactionHash: log.transactionHash,
        transactionIndex: zeroAsEmpty(log.transactionIndex),
      })),
    };
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname !== "/v2/api") {
      res.writeHead(404).end();
      return;
    }
    requests.push(url.searchParams);
    answer(url.searchParams).then(
      (body) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body)),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  // Node closes an idle keep-alive socket after 5 s; on a loaded machine a test can pause that long
  // and the client may reuse the socket as it closes ("fetch failed"). Etherscan keeps them longer.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/api`,
    requests,
    throttled,
    setOverride: (fn: typeof override) => {
      override = fn;
    },
    reset: () => {
      requests.length = 0;
      throttled.clear();
      override = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeEtherscan = Awaited<ReturnType<typeof fakeEtherscan>>;
