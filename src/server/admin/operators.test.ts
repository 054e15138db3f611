import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { grantAdminEmails, grantOperator, isOperator, revokeOperator } from "@/server/admin/operators";
import { rows, useAccountHarness } from "@/server/test/account-harness";
import { insertUsers } from "@/server/test/fixtures";
import { getAs, signedInOperator } from "@/server/test/operator-fixtures";
import { testEngines } from "@/server/test/test-database";

const cli = { userId: null, label: "command line" } as const;

describe.each(testEngines)("operators ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);
  const roleAudit = (subject: string) =>
    rows<{ action: string; actor_label: string }>(
      h,
      sql`select action, actor_label from audit_log where subject = ${subject} order by id`,
    );

  it("grants and revokes the role once each, whatever the case of the e-mail, each change audited", async () => {
    await insertUsers(h.database.db, ["tamar"]);
    await h.database.db.execute(sql`update "user" set email = 'Tamar@Example.GE' where id = 'tamar'`);

    expect(await grantOperator(h.database.db, "tamar@example.ge", cli)).toBe("granted");
    expect(await isOperator(h.database.db, "tamar")).toBe(true);
    expect(await grantOperator(h.database.db, " TAMAR@example.ge ", cli)).toBe("unchanged");
    expect(await revokeOperator(h.database.db, "tamar@EXAMPLE.ge", cli)).toBe("revoked");
    expect(await isOperator(h.database.db, "tamar")).toBe(false);
    expect(await revokeOperator(h.database.db, "tamar@example.ge", cli)).toBe("unchanged");
    expect(await roleAudit("tamar@example.ge")).toEqual([
      { action: "role_granted", actor_label: "command line" },
      { action: "role_revoked", actor_label: "command line" },
    ]);

    expect(await grantOperator(h.database.db, "nobody@example.ge", cli)).toBe("no_such_account");
    expect(await revokeOperator(h.database.db, "nobody@example.ge", cli)).toBe("no_such_account");
    expect(await roleAudit("nobody@example.ge")).toEqual([]);
  });

  it("grants ADMIN_EMAILS at start, names the addresses without an account, and repeats nothing at a restart", async () => {
    await insertUsers(h.database.db, ["levan"]);
    const emails = ["levan@example.ge", "later@example.ge"];
    expect(await grantAdminEmails(h.database.db, emails)).toEqual(["later@example.ge"]);
    expect(await isOperator(h.database.db, "levan")).toBe(true);
    expect(await grantAdminEmails(h.database.db, emails)).toEqual(["later@example.ge"]);
    expect(await roleAudit("levan@example.ge")).toEqual([{ action: "role_granted", actor_label: "server" }]);
  });

  it("takes a revoked operator out of the console at once, session or not", async () => {
    const operator = await signedInOperator(h);
    const me = await getAs(h, "/api/admin/me", operator);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ operator: true, email: operator.email });

    await revokeOperator(h.database.db, operator.email, cli);
    const refused = await getAs(h, "/api/admin/me", operator);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "This page is for operators only.", code: "forbidden" });
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });
});
