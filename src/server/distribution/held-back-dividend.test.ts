import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anvilWallet, type LocalChain, startLocalChain } from "@/server/chain/local-chain";
import type { Db } from "@/server/db/client";
import { kycSubmissions } from "@/server/db/schema";
import type { DistributionChain } from "@/server/distribution/distributor-chain";
import { myDistribution } from "@/server/distribution/holder-distribution";
import { createMailer } from "@/server/mail/mailer";
import { listNotifications } from "@/server/notifications/notification-store";
import { notifyRoundPublished } from "@/server/notifications/round-notifications";
import { verifiedBuyers } from "@/server/test/distribution-fixtures";
import { sendCall } from "@/server/test/distribution-harness";
import {
  distributionChainOf,
  publishDividend as publishDividendRound,
} from "@/server/test/dividend-publisher";
import { insertUsers } from "@/server/test/fixtures";
import { kycSubmissionRow, USDT } from "@/server/test/operator-fixtures";
import { startSmtpSink } from "@/server/test/smtp-sink";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import type { DividendPeriod } from "@/shared/distribution/dividend-period";
import { myDistributionSchema } from "@/shared/distribution/holder-claims";

const realtime = { changed: { sale() {}, payments() {}, notifications() {}, kyc() {} } };
const H1: DividendPeriod = { year: 2026, half: 1 };
const H2: DividendPeriod = { year: 2026, half: 2 };

/*
 * A dividend round that cannot pay a holder (here: a new identity check is pending) keeps their
 * published leaf as it was, while their share of the period is still recorded. That share is in no
 * root: it must be told and shown as kept, with why, never as "ready to claim" or "Claimed".
 */
describe.each(testEngines)("a dividend share held back from the leaf ($engine)", ({ engine }) => {
  let database: TestDatabase;
  let db: Db;
  let anvil: LocalChain;
  let chain: DistributionChain;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const aliceKey = anvilWallet(7);

  beforeAll(async () => {
    [database, anvil, smtp] = await Promise.all([
      createTestDatabase(engine),
      startLocalChain({ stateFile: null }),
      startSmtpSink(),
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
    await Promise.all([anvil?.stop(), smtp?.close()]);
    await database?.destroy();
  });

  const mine = async () => myDistributionSchema.parse(await myDistribution(db, chain, "alice"));

  /** Publishes the period's dividend as the console does, then tells its holders (in-site and by mail). */
  async function publishDividend(period: DividendPeriod) {
    const published = await publishDividendRound(db, anvil, chain, period);
    const mailer = createMailer({ smtpUrl: smtp.url, from: "PXL <no-reply@pxl.example>" }, db);
    await notifyRoundPublished(db, realtime, published.summary, { mailer, baseUrl: "https://pxl.example" });
  }

  it("tells and shows a share outside the leaf as kept, with why, and the claimed one as claimed", async () => {
    await publishDividend(H1);
    const [h1] = (await mine()).dividends;
    if (h1?.status !== "in_leaf") throw new Error("Alice is verified with a wallet: H1 is in her leaf");
    await sendCall(anvil, aliceKey, anvil.dividendDistributor, {
      abi: merkleDistributorAbi,
      functionName: "claim",
      args: [h1.claim.account, BigInt(h1.claim.cumulativeAmount), h1.claim.root, h1.claim.proof],
    });

    await db
      .insert(kycSubmissions)
      .values({ ...kycSubmissionRow("alice", "pending", 20), documentNumber: "SECOND-CHECK" });
    await publishDividend(H2);

    const [h2, h1After] = (await mine()).dividends;
    expect(h2).toMatchObject({
      period: "2026-H2",
      status: "held_back",
      reasons: ["kyc_pending"],
      claim: null,
      claimTransactions: [],
    });
    expect(BigInt(h2?.amountMicroUsdt ?? 0)).toBeGreaterThan(0n);
    // The root still pays H1 alone, and Alice took it.
    expect(h1After).toMatchObject({
      period: "2026-H1",
      status: "in_leaf",
      claimedUnits: h1.amountMicroUsdt,
      claimableUnits: "0",
    });

    const told = (await listNotifications(db, "alice")).notifications.map((n) => n.title);
    expect(told).toContain("Your 2026-H2 dividend is kept for you");
    expect(told).not.toContain("Your 2026-H2 dividend is ready to claim");
    const subjects = smtp.to("alice@example.ge").map((mail) => mail.subject);
    expect(subjects).toEqual([
      "Your 2026-H1 dividend is ready to claim",
      "Your 2026-H2 dividend is kept for you",
    ]);

    // Approved again: nothing is missing, and the next round adds the share.
    await db
      .insert(kycSubmissions)
      .values({ ...kycSubmissionRow("alice", "verified", 25), documentNumber: "THIRD-CHECK" });
    expect((await mine()).dividends[0]).toMatchObject({ status: "held_back", reasons: [] });
  });
});
