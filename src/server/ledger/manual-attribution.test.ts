import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query-rows";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { attributeManually } from "@/server/ledger/manual-attribution";
import { reconcile } from "@/server/ledger/reconcile";
import { insertUsers } from "@/server/test/fixtures";
import { CHAIN, hash, insertPayment, linkWallet, USDT, wallet } from "@/server/test/operator-fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import { manualAttributionSchema } from "@/shared/admin/payments";
import { microTokensForAmount } from "@/shared/sale/rules";

const operator = { userId: "op", label: "op@example.ge" };
const REASON = "Binance withdrawal, the investor sent the exchange's receipt by e-mail.";
const request = (n: number, email: string) =>
  manualAttributionSchema.parse({ chainId: CHAIN, txHash: hash(n), logIndex: 0, email, reason: REASON });

describe.each(testEngines)("manual attribution on $engine", ({ engine }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    await insertUsers(database.db, ["u1", "u2", "op"]);
  });
  afterEach(() => database.destroy());

  const entry = async (n: number) =>
    (
      await queryRows<{
        user_id: string | null;
        attribution: string | null;
        attributed_by: string | null;
        attribution_reason: string | null;
        credited: string;
      }>(
        database.db,
        sql`select user_id, attribution, attributed_by, attribution_reason, credited_micro_usdt::text as credited
            from ledger_entries where tx_hash = ${hash(n)}`,
      )
    )[0];
  const auditRows = () =>
    queryRows<{ actor_label: string; action: string; subject: string; details: Record<string, unknown> }>(
      database.db,
      sql`select actor_label, action, subject, details from audit_log order by id`,
    );

  it("credits a payment awaiting attribution by hand, keeps the reconciliation exact, and writes one audit row", async () => {
    // An exchange's hot wallet: nobody can prove it, and it pays many people.
    await insertPayment(database.db, { n: 1, from: wallet(50), amount: 1_000n * USDT });
    await insertPayment(database.db, { n: 2, from: wallet(50), amount: 250n * USDT });
    await allocateFinalPayments(database.db);
    const before = await reconcile(database.db);
    expect(before).toMatchObject({ awaitingAttribution: 1_250n * USDT, credited: 0n, balanced: true });

    // The schema lower-cases the e-mail: the account is found whatever case the operator typed.
    expect(await attributeManually(database.db, operator, request(1, "U1@Example.GE"))).toEqual({
      status: "attributed",
      userId: "u1",
      credited: 1_000n * USDT,
      tokens: microTokensForAmount(1_000n * USDT),
      refundDue: 0n,
    });
    expect(await entry(1)).toEqual({
      user_id: "u1",
      attribution: "manual",
      attributed_by: "op",
      attribution_reason: REASON,
      credited: "1000000000",
    });
    expect(await reconcile(database.db)).toEqual({
      ...before,
      credited: 1_000n * USDT,
      awaitingAttribution: 250n * USDT,
      balanced: true,
    });
    expect(await auditRows()).toEqual([
      {
        actor_label: "op@example.ge",
        action: "payment_attributed",
        subject: `${CHAIN}:${hash(1)}:0`,
        details: {
          email: "u1@example.ge",
          amountMicroUsdt: "1000000000",
          creditedMicroUsdt: "1000000000",
          reason: REASON,
        },
      },
    ]);
    // The sender is not linked to the investor: the next payment from it still waits for its owner.
    const links = await queryRows(database.db, sql`select * from wallet_links`);
    expect(links).toEqual([]);
    expect((await entry(2))?.user_id).toBeNull();
  });

  it("never attributes a payment twice: a second attempt is refused and changes nothing", async () => {
    await insertPayment(database.db, { n: 1, amount: 10n * USDT });
    await allocateFinalPayments(database.db);
    expect((await attributeManually(database.db, operator, request(1, "u1@example.ge"))).status).toBe(
      "attributed",
    );
    expect(await attributeManually(database.db, operator, request(1, "u2@example.ge"))).toEqual({
      status: "already_credited",
      to: "u1@example.ge",
    });
    expect((await entry(1))?.user_id).toBe("u1");
    expect(await auditRows()).toHaveLength(1);
  });

  it("refuses a payment credited by wallet proof", async () => {
    await linkWallet(database.db, wallet(1), "u2", true);
    await insertPayment(database.db, { n: 1, amount: 10n * USDT });
    await allocateFinalPayments(database.db);
    expect(await attributeManually(database.db, operator, request(1, "u1@example.ge"))).toEqual({
      status: "already_credited",
      to: "u2@example.ge",
    });
    expect(await entry(1)).toMatchObject({ user_id: "u2", attribution: "wallet_proof" });
  });

  it("lets exactly one of concurrent attributions win, with exactly one audit row", async () => {
    await insertPayment(database.db, { n: 1, amount: 700n * USDT });
    await allocateFinalPayments(database.db);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        attributeManually(database.db, operator, request(1, i % 2 === 0 ? "u1@example.ge" : "u2@example.ge")),
      ),
    );
    const winners = results.filter((r) => r.status === "attributed");
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === "already_credited")).toHaveLength(7);
    const winner = winners[0]?.status === "attributed" ? winners[0].userId : null;
    expect((await entry(1))?.user_id).toBe(winner);
    expect(await auditRows()).toHaveLength(1);
    expect(await reconcile(database.db)).toMatchObject({ credited: 700n * USDT, balanced: true });
  });

  it("refuses pending, orphaned and unknown payments, and e-mails without an account", async () => {
    await insertPayment(database.db, { n: 1, amount: 5n * USDT, finality: "pending" });
    await insertPayment(database.db, { n: 2, amount: 5n * USDT, finality: "orphaned" });
    await insertPayment(database.db, { n: 3, amount: 5n * USDT });
    await allocateFinalPayments(database.db);
    expect(await attributeManually(database.db, operator, request(1, "u1@example.ge"))).toEqual({
      status: "not_final",
      finality: "pending",
    });
    expect(await attributeManually(database.db, operator, request(2, "u1@example.ge"))).toEqual({
      status: "not_final",
      finality: "orphaned",
    });
    expect(await attributeManually(database.db, operator, request(9, "u1@example.ge"))).toEqual({
      status: "no_such_payment",
    });
    expect(await attributeManually(database.db, operator, request(3, "nobody@example.ge"))).toEqual({
      status: "no_such_account",
    });
    expect((await entry(3))?.user_id).toBeNull();
    expect(await auditRows()).toEqual([]);
  });

  it("allocates a final payment the ledger has not reached yet, then attributes what fits under the cap", async () => {
    await insertPayment(database.db, { n: 1, amount: 139_900n * USDT });
    await insertPayment(database.db, { n: 2, amount: 300n * USDT });
    // No allocation run yet (it follows the indexer's tick).
    const result = await attributeManually(database.db, operator, request(2, "u2@example.ge"));
    expect(result).toMatchObject({ status: "attributed", credited: 100n * USDT, refundDue: 200n * USDT });
    expect(await reconcile(database.db)).toEqual({
      finalIncoming: 140_200n * USDT,
      credited: 100n * USDT,
      awaitingAttribution: 139_900n * USDT,
      refundDue: 200n * USDT,
      unallocated: 0n,
      balanced: true,
    });
  });
});
