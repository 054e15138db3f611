import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { indexerState, kycSubmissions } from "@/server/db/schema";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { createUser, emailFor } from "@/server/test/account-harness";
import {
  CHAIN,
  getAs,
  hash,
  insertPayment,
  kycSubmissionRow,
  linkWallet,
  postAs,
  signedInInvestor,
  signedInOperator,
  USDT,
  wallet,
} from "@/server/test/operator-fixtures";
import { usePaymentsHarness } from "@/server/test/payments-harness";
import { testEngines } from "@/server/test/test-database";
import { adminOverviewSchema } from "@/shared/admin/overview";

const submission = (userId: string, status: "pending" | "verified" | "rejected", day: number) =>
  kycSubmissionRow(userId, status, day);

describe.each(testEngines)("operator overview ($engine)", ({ engine }) => {
  const h = usePaymentsHarness(engine);
  // Operator actions tell investors after the answer (notifications, receipts): let that finish.
  afterEach(() => h.api.services.settled());

  it("adds up the sale's money, the reconciliation, the indexers and the work waiting", async () => {
    const operator = await signedInOperator(h);
    const alice = await signedInInvestor(h, "alice");
    const bob = await signedInInvestor(h, "bob");
    await createUser(h, emailFor("unconfirmed"), { verified: false }); // not an investor yet
    const { db } = h.database;

    // KYC: alice waits; bob was rejected; the operator was rejected, then submitted again.
    await db
      .insert(kycSubmissions)
      .values([
        submission(alice.id, "pending", 3),
        submission(bob.id, "rejected", 2),
        submission(operator.id, "rejected", 1),
        submission(operator.id, "pending", 4),
      ]);
    await db.insert(indexerState).values({
      chainId: CHAIN,
      finalThrough: 90n,
      head: 100n,
      lastTickAt: new Date(Date.UTC(2026, 0, 5)),
      lastError: "rpc endpoint timed out",
    });

    await linkWallet(db, wallet(1), alice.id, true);
    await insertPayment(db, { n: 1, from: wallet(1), amount: 100n * USDT }); // credited
    await insertPayment(db, { n: 2, from: wallet(2), amount: 50n * USDT }); // awaiting attribution
    await insertPayment(db, { n: 3, amount: 7n * USDT, finality: "pending" });
    await insertPayment(db, { n: 4, amount: 3n * USDT, finality: "orphaned" });
    await insertPayment(db, { n: 5, from: wallet(1), amount: 139_900n * USDT }); // 50 due back
    await insertPayment(db, { n: 6, from: wallet(1), amount: 20n * USDT }); // all due back, paid
    await allocateFinalPayments(db);
    const refundTx = await h.refundFromSaleWallet(20n * USDT, wallet(1));
    const refund = { chainId: CHAIN, txHash: hash(6), logIndex: 0, refundTxHash: refundTx };
    expect((await postAs(h, "/api/admin/payments/refund-paid", refund, operator)).status).toBe(200);

    const read = async () => {
      const response = await getAs(h, "/api/admin/overview", operator);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      return adminOverviewSchema.parse(await response.json());
    };
    expect(await read()).toEqual({
      // The larger of the final payments (140,070) and the credits (140,000).
      raisedMicroUsdt: "140070000000",
      creditedMicroUsdt: "139950000000",
      awaitingAttributionMicroUsdt: "50000000",
      refundDueMicroUsdt: "70000000",
      refundPaidMicroUsdt: "20000000",
      reconciliation: { balanced: true, finalIncomingMicroUsdt: "140070000000", unallocatedMicroUsdt: "0" },
      indexers: [
        {
          chainId: CHAIN,
          head: "100",
          finalThrough: "90",
          lagBlocks: "10",
          lastTickAt: "2026-01-05T00:00:00.000Z",
          lastError: "rpc endpoint timed out",
        },
      ],
      kycPending: 2,
      investors: 3,
    });

    // A final payment the ledger has not reached: counted as unallocated, still balanced; the
    // figures are read fresh, not from the public cache.
    await insertPayment(db, { n: 7, amount: 30n * USDT });
    await db.execute(sql`update kyc_submissions set status = 'verified' where user_id = ${alice.id}`);
    expect(await read()).toMatchObject({
      raisedMicroUsdt: "140100000000",
      reconciliation: {
        balanced: true,
        finalIncomingMicroUsdt: "140100000000",
        unallocatedMicroUsdt: "30000000",
      },
      kycPending: 1,
    });
  });
});
