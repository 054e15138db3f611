import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tapLog } from "@/server/lib/log";
import {
  type AccountHarness,
  CONFIRM_LINK_PREFIX,
  countOf,
  emailFor,
  expectNoMailTo,
  register,
  useAccountHarness,
  usersWithEmail,
} from "@/server/test/account-harness";
import { testEngines } from "@/server/test/test-database";

/** Runs `fn` while every insert into `table` fails inside the database (a trigger), then removes the trigger. */
async function whileInsertsFail<T>(h: AccountHarness, table: string, fn: () => Promise<T>): Promise<T> {
  const db = h.database.db;
  await db.execute(
    sql.raw(`create or replace function refuse_insert() returns trigger language plpgsql as $$
      begin raise exception 'insert refused by the test'; end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger refuse_insert before insert on ${table} for each row execute function refuse_insert()`,
    ),
  );
  try {
    return await fn();
  } finally {
    await db.execute(sql.raw(`drop trigger if exists refuse_insert on ${table}`));
  }
}

describe.each(testEngines)("registration is one transaction, on $engine", ({ engine }) => {
  const h = useAccountHarness(engine);

  const rowsFor = async (email: string) => ({
    users: await usersWithEmail(h, email),
    accounts: await countOf(
      h,
      sql`select count(*) as n from account a join "user" u on u.id = a.user_id where u.email = ${email}`,
    ),
    signatures: await countOf(
      h,
      sql`select count(*) as n from contract_signatures s join "user" u on u.id = s.user_id where u.email = ${email}`,
    ),
  });

  async function expectFailedCleanly(table: string, label: string) {
    const email = emailFor(label);
    const logged: Record<string, unknown>[] = [];
    const untap = tapLog((line) => logged.push(line));
    try {
      const response = await whileInsertsFail(h, table, () => register(h, email));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: "Failed to create account", code: "register_failed" });
      // The failure is the one the test caused, not another.
      const causes = logged
        .filter((line) => line.msg === "registration failed")
        .map((line) => (line.err as { message: string }).message);
      expect(causes.join(" ")).toContain("insert refused by the test");
    } finally {
      untap();
    }
    expect(await rowsFor(email)).toEqual({ users: 0, accounts: 0, signatures: 0 });
    // A confirmation for an account that does not exist would be a lie.
    await expectNoMailTo(h.smtp, email);
    return email;
  }

  it("leaves no user behind when the signature record cannot be written: 500 'Failed to create account'", async () => {
    await expectFailedCleanly("contract_signatures", "atomic-signature");
  });

  it("leaves no user behind when the credential cannot be written", async () => {
    await expectFailedCleanly("account", "atomic-credential");
  });

  it("lets the same address register normally afterwards (nothing half-made blocks it)", async () => {
    const email = await expectFailedCleanly("contract_signatures", "atomic-retry");
    const mail = h.smtp.next(email);
    expect((await register(h, email)).status).toBe(201);
    // A fresh account gets the confirmation link, not the "already have an account" notice.
    expect((await mail).text).toContain(CONFIRM_LINK_PREFIX);
    expect(await rowsFor(email)).toEqual({ users: 1, accounts: 1, signatures: 1 });
  });
});
