import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anvilWallet, type LocalChain, startLocalChain } from "@/server/chain/local-chain";
import type { Db } from "@/server/db/client";
import type { DistributionChain } from "@/server/distribution/distributor-chain";
import { myDistribution } from "@/server/distribution/holder-distribution";
import { verifiedBuyers } from "@/server/test/distribution-fixtures";
import { sendCall } from "@/server/test/distribution-harness";
import {
  distributionChainOf,
  publishDividend as publishDividendRound,
} from "@/server/test/dividend-publisher";
import { insertUsers } from "@/server/test/fixtures";
import { USDT } from "@/server/test/operator-fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import type { DividendPeriod } from "@/shared/distribution/dividend-period";
import { type MyDistribution, myDistributionSchema } from "@/shared/distribution/holder-claims";

const H1: DividendPeriod = { year: 2026, half: 1 };
const H2: DividendPeriod = { year: 2026, half: 2 };

/*
 * A dividend leaf is cumulative: H2 is published into the leaf that paid H1, and the leaf's claimed
 * and claimable figures are the whole leaf's, the same on every period. Each period's own `claimed`
 * says whether the account's claimed total on chain covers its slice: H1, claimed before H2 came,
 * stays claimed while H2 waits for its claim.
 */
describe.each(testEngines)(
  "each dividend period's own claim in a cumulative leaf ($engine)",
  ({ engine }) => {
    let database: TestDatabase;
    let db: Db;
    let anvil: LocalChain;
    let chain: DistributionChain;
    const aliceKey = anvilWallet(7);

    beforeAll(async () => {
      [database, anvil] = await Promise.all([
        createTestDatabase(engine),
        startLocalChain({ stateFile: null }),
      ]);
      db = database.db;
      chain = distributionChainOf(anvil);
      await insertUsers(db, ["alice", "op"]);
      await verifiedBuyers(
        db,
        [{ userId: "alice", n: 1, from: aliceKey.address.toLowerCase(), amount: 1_000n * USDT }],
        new Date("2027-01-01T00:00:00Z"),
      );
    });
    afterAll(async () => {
      await anvil?.stop();
      await database?.destroy();
    });

    const mine = async () => myDistributionSchema.parse(await myDistribution(db, chain, "alice"));

    const publishDividend = (period: DividendPeriod) => publishDividendRound(db, anvil, chain, period);

    const claimAll = async (share: MyDistribution["dividends"][number] | undefined) => {
      if (share?.status !== "in_leaf")
        throw new Error("Alice is verified with a wallet: her share is in her leaf");
      const { account, cumulativeAmount, root, proof } = share.claim;
      await sendCall(anvil, aliceKey, anvil.dividendDistributor, {
        abi: merkleDistributorAbi,
        functionName: "claim",
        args: [account, BigInt(cumulativeAmount), root, proof],
      });
    };

    it("keeps H1 claimed once H2 joins its leaf, and H2 unclaimed until its claim", async () => {
      await publishDividend(H1);
      const [h1] = (await mine()).dividends;
      expect(h1).toMatchObject({ period: "2026-H1", status: "in_leaf", claimed: false });
      await claimAll(h1);
      expect((await mine()).dividends).toMatchObject([{ period: "2026-H1", claimed: true }]);

      await publishDividend(H2);
      const [h2, h1After] = (await mine()).dividends;
      // The leaf's figures, on both periods: H1's share claimed, H2's share left to claim.
      const leaf = { claimedUnits: h1?.amountMicroUsdt, claimableUnits: h2?.amountMicroUsdt };
      expect(h2).toMatchObject({ period: "2026-H2", status: "in_leaf", ...leaf, claimed: false });
      expect(h1After).toMatchObject({ period: "2026-H1", status: "in_leaf", ...leaf, claimed: true });

      await claimAll(h2);
      expect((await mine()).dividends).toMatchObject([
        { period: "2026-H2", claimableUnits: "0", claimed: true },
        { period: "2026-H1", claimableUnits: "0", claimed: true },
      ]);
    });
  },
);
