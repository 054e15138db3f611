import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createPublicClient, http } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DistributionChain } from "@/server/distribution/distributor-chain";
import { publishRound, roundPublishing } from "@/server/distribution/publish-round";
import { saveDistributionRound } from "@/server/distribution/save-round";
import { verifiedBuyers } from "@/server/test/distribution-fixtures";
import { insertUsers } from "@/server/test/fixtures";
import { CHAIN, hash, USDT, wallet } from "@/server/test/operator-fixtures";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";
import { startFailingRpc } from "@/server/wallets/failing-rpc-fixture";

const operator = { userId: "op", label: "op@example.ge" };

/** A node that knows no transaction: every call is answered with a JSON-RPC null result. */
async function startEmptyNode() {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const { id } = JSON.parse(body) as { id: number };
      response
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ jsonrpc: "2.0", id, result: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const chainAt = (url: string): DistributionChain => ({
  client: createPublicClient({ transport: http(url, { retryCount: 0 }) }),
  chainId: CHAIN,
  usdt: wallet(0xaaaa),
  distribution: { pxlToken: wallet(0xcccc), pxlDistributor: wallet(0xdddd), dividendDistributor: null },
});

/**
 * Publishing a round reads the chain (the distributor's state, the owner's transaction). A node that
 * cannot answer is not the operator's mistake: the console says the chain could not be read and
 * nothing changed (503), where it used to answer 500, or "the chain does not know this transaction".
 */
describe("publishing a round while the chain cannot be read", () => {
  let database: TestDatabase;
  let failing: Awaited<ReturnType<typeof startFailingRpc>>;
  let empty: Awaited<ReturnType<typeof startEmptyNode>>;
  let roundId: string;
  beforeAll(async () => {
    [database, failing, empty] = await Promise.all([
      createTestDatabase("pglite"),
      startFailingRpc(),
      startEmptyNode(),
    ]);
    await insertUsers(database.db, ["alice", "op"]);
    await verifiedBuyers(
      database.db,
      [{ userId: "alice", n: 1, amount: 1_000n * USDT, time: new Date("2026-03-01T00:00:00Z") }],
      new Date("2026-12-01T00:00:00Z"),
    );
    roundId = (await saveDistributionRound(database.db, operator, "First PXL distribution.")).id;
  });
  afterAll(() => Promise.all([database.destroy(), failing.close(), empty.close()]));

  it("says so when the distributor cannot be read, for the root to sign and for the publication", async () => {
    for (const url of [failing.url, `${failing.url}/internal`]) {
      expect(await roundPublishing(database.db, chainAt(url), "pxl", roundId)).toEqual({
        status: "refused",
        reason: "chain_unavailable",
      });
      expect(await publishRound(database.db, chainAt(url), operator, "pxl", roundId, hash(7))).toEqual({
        status: "refused",
        reason: "chain_unavailable",
      });
    }
  });

  it("still tells a transaction the chain does not know from a chain it cannot read", async () => {
    expect(await publishRound(database.db, chainAt(empty.url), operator, "pxl", roundId, hash(7))).toEqual({
      status: "refused",
      reason: "tx_unknown",
    });
  });
});
