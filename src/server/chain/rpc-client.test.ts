import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalChain, startLocalChain } from "@/server/chain/local-chain";
import { createRpcClient } from "@/server/chain/rpc-client";
import { createIndexer } from "@/server/payments/indexer";
import { startPaymentsChain, storedPayments } from "@/server/payments/indexer-fixture";
import { createTestDatabase } from "@/server/test/test-database";

/** An endpoint that forwards to `target` while up, and refuses connections' requests while down. */
async function switchableEndpoint(target: string) {
  let up = true;
  const server: Server = createServer((req, res) => {
    if (!up) {
      req.socket.destroy();
      return;
    }
    const forward = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setUp: (value: boolean) => {
      up = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An endpoint that accepts connections and never answers. */
async function hangingEndpoint() {
  const server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("RPC endpoints tried in order", () => {
  let chain: LocalChain;
  beforeAll(async () => {
    chain = await startLocalChain({ stateFile: null });
  });
  afterAll(() => chain.stop());

  it("uses the second endpoint when the first refuses connections", async () => {
    const client = createRpcClient(["http://127.0.0.1:9", chain.rpcUrl], 1_000);
    expect(await client.getChainId()).toBe(42161);
  });

  it("leaves a hanging endpoint after its timeout instead of viem's 10 s default", async () => {
    const hanging = await hangingEndpoint();
    try {
      const client = createRpcClient([hanging.url, chain.rpcUrl], 300);
      const started = Date.now();
      expect(await client.getChainId()).toBe(42161);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await hanging.close();
    }
  });
});

describe("the indexer when every endpoint is down", () => {
  it("fails the tick with a clear error, loses nothing, and resumes when an endpoint is back", async () => {
    const [payments, database] = await Promise.all([startPaymentsChain(), createTestDatabase("pglite")]);
    const endpoint = await switchableEndpoint(payments.chain.rpcUrl);
    try {
      const indexer = createIndexer({
        db: database.db,
        client: createRpcClient([endpoint.url, "http://127.0.0.1:9"], 500),
        chainId: payments.chain.chainId,
        usdt: payments.chain.usdt,
        saleWallet: payments.chain.saleWallet,
        startBlock: 0n,
        finality: { kind: "depth", blocks: 1n },
      });
      const payer = payments.chain.demoWallets[0];
      if (!payer) throw new Error("no demo wallet");
      await payments.transfer(payer, payments.chain.saleWallet, 33_000_000n);

      endpoint.setUp(false);
      await expect(indexer.tick()).rejects.toThrow(/HTTP request failed|fetch failed|socket|ECONNREFUSED/i);
      expect(await storedPayments(database.db)).toEqual([]);

      endpoint.setUp(true);
      await payments.mine(1);
      await indexer.tick();
      expect((await storedPayments(database.db)).map((p) => [p.amount, p.finality])).toEqual([
        ["33000000", "final"],
      ]);
    } finally {
      await Promise.all([endpoint.close(), payments.stop(), database.destroy()]);
    }
  });
});
