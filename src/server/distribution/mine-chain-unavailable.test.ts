import { createPublicClient, http } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveDistributionRound } from "@/server/distribution/save-round";
import { useAccountHarness } from "@/server/test/account-harness";
import { markPublished, verifiedBuyers } from "@/server/test/distribution-fixtures";
import {
  CHAIN,
  type SignedIn,
  signedInInvestor,
  signedInOperator,
  USDT,
  wallet,
} from "@/server/test/operator-fixtures";
import { createTestApp } from "@/server/test/test-app";
import { startFailingRpc } from "@/server/wallets/failing-rpc-fixture";

/**
 * The investor's PXL and dividends (`GET /api/distribution/mine`) read what their account has
 * claimed from the distributor. A node that cannot answer is not the investor's doing: the answer
 * says the chain could not be read (503 chain_unavailable), where it used to be a bare 500.
 */
describe("the investor's distribution while the chain cannot be read", () => {
  const h = useAccountHarness("pglite");
  let failing: Awaited<ReturnType<typeof startFailingRpc>>;
  let alice: SignedIn;

  beforeAll(async () => {
    failing = await startFailingRpc();
    alice = await signedInInvestor(h, "alice");
    const operator = await signedInOperator(h);
    const { db } = h.database;
    await verifiedBuyers(
      db,
      [{ userId: alice.id, n: 1, amount: 1_000n * USDT, time: new Date("2026-03-01T00:00:00Z") }],
      new Date("2026-12-01T00:00:00Z"),
    );
    const round = await saveDistributionRound(
      db,
      { userId: operator.id, label: "op" },
      "First PXL distribution.",
    );
    await markPublished(db, round.id);
  });
  afterAll(() => failing?.close());

  it("answers 503 chain_unavailable in the investor's words", async () => {
    for (const url of [failing.url, `${failing.url}/internal`]) {
      const api = createTestApp(
        h.database,
        {},
        {
          chain: {
            client: createPublicClient({ transport: http(url, { retryCount: 0 }) }),
            chainId: CHAIN,
            usdt: wallet(0xaaaa),
            saleWallet: wallet(0xbbbb),
            distribution: {
              pxlToken: wallet(0xcccc),
              pxlDistributor: wallet(0xdddd),
              dividendDistributor: null,
            },
          },
        },
      );
      const response = await api.call("/api/distribution/mine", { headers: { cookie: alice.cookie } });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: "The blockchain could not be read just now. Nothing was sent: please try again in a minute.",
        code: "chain_unavailable",
      });
    }
  });
});
