import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "@/server/admin/audit-log";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { useAccountHarness } from "@/server/test/account-harness";
import { getAs, insertPayment, type SignedIn, signedInOperator, USDT } from "@/server/test/operator-fixtures";
import { testEngines } from "@/server/test/test-database";

const cur = (t: string, k: string[]) => Buffer.from(JSON.stringify({ t, k })).toString("base64url");

describe.each(testEngines)("review probes ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);
  afterEach(() => h.api.services.settled());
  let operator: SignedIn;
  beforeAll(async () => {
    operator = await signedInOperator(h);
    for (let n = 1; n <= 3; n++) await insertPayment(h.database.db, { n, amount: 10n * USDT });
    await allocateFinalPayments(h.database.db);
    await recordAudit(h.database.db, { userId: null, label: "server" }, { action: "export_holders", subject: "x" });
  });
  const probe = async (path: string) => {
    const r = await getAs(h, path, operator);
    const body = await r.text();
    console.log(engine, r.status, path, body.slice(0, 150));
    return r.status;
  };
  it("probes", async () => {
    const out: Record<string, number> = {};
    out.payBlockBig = await probe(`/api/admin/payments?cursor=${cur("next", ["99999999999999999999", "0", "42161", `0x${"a".repeat(64)}`])}`);
    out.auditMonth13 = await probe(`/api/admin/audit?cursor=${cur("next", ["2026-13-45 10:00:00+00", "1"])}`);
    out.auditTz = await probe(`/api/admin/audit?cursor=${cur("next", ["2026-01-01 10:00:00+99", "1"])}`);
    out.invNul = await probe(`/api/admin/investors?sort=tokens&cursor=${cur("next", ["1", "\u0000"])}`);
    for (const t of ["payments", "investors", "audit", "kyc", "announcements", "attribution-requests", "transfers"]) {
      out[`q_${t}`] = await probe(`/api/admin/${t}?q=%00`);
    }
    console.log(JSON.stringify(out));
  });
});
