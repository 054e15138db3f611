import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../src/server/db/client";
import { LOCK_FILE, lockDataDir } from "../src/server/db/data-dir-lock";
import { runMigrations } from "../src/server/db/migrate";
import { queryRows } from "../src/server/db/query-rows";
import { insertUsers } from "../src/server/test/fixtures";
import { createTestDatabase, type TestDatabase, testEngines } from "../src/server/test/test-database";
import { runAdmin } from "./admin";

describe.each(testEngines)("npm run admin ($engine)", ({ engine }) => {
  let dataDir: string;
  let postgres: TestDatabase | null = null;
  let env: Record<string, string>;

  /** Works on the site's database as the command sees it (PGlite: opened only between commands). */
  async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    if (postgres) return fn(postgres.db);
    const database = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "pglite") });
    try {
      await runMigrations(database);
      return await fn(database.db);
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pxl-admin-cli-"));
    if (engine === "postgres") postgres = await createTestDatabase("postgres");
    env = {
      DATA_DIR: dataDir,
      ADMIN_EMAILS: "nino@example.ge",
      ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}),
    };
    await withDb((db) => insertUsers(db, ["nino", "giorgi"]));
  });
  afterAll(async () => {
    await postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function admin(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(argv, { env, output: { out: (l) => out.push(l), err: (l) => err.push(l) } });
    return { code, out, err };
  }
  const operatorEmails = () =>
    withDb(async (db) =>
      (
        await queryRows<{ email: string }>(
          db,
          sql`select u.email from operators o join "user" u on u.id = o.user_id order by u.email`,
        )
      ).map((r) => r.email),
    );
  const roleAudit = () =>
    withDb((db) =>
      queryRows<{ action: string; actor_label: string; actor_user_id: string | null; subject: string }>(
        db,
        sql`select action, actor_label, actor_user_id, subject from audit_log
            where action in ('role_granted', 'role_revoked') order by id`,
      ),
    );

  it("grants, lists and revokes the admin role, each change audited once by the command line", async () => {
    expect(await admin("list")).toEqual({
      code: 0,
      out: ["No operators yet. Give the role with: npm run admin -- grant <email>"],
      err: [],
    });
    expect(await admin("grant", "Giorgi@Example.GE")).toEqual({
      code: 0,
      out: ["giorgi@example.ge is now an operator."],
      err: [],
    });
    expect(await admin("grant", "giorgi@example.ge")).toMatchObject({
      code: 0,
      out: ["giorgi@example.ge is already an operator."],
    });
    expect(await admin("grant", "nino@example.ge")).toMatchObject({ code: 0 });
    expect(await operatorEmails()).toEqual(["giorgi@example.ge", "nino@example.ge"]);

    const listed = await admin("list");
    expect(listed.code).toBe(0);
    expect(listed.out).toHaveLength(2);
    expect(listed.out[0]).toMatch(/^giorgi@example\.ge {2}since \d{4}-\d{2}-\d{2}T/);
    expect(listed.out[1]).toMatch(/^nino@example\.ge {2}since .+ \(ADMIN_EMAILS\)$/);

    expect(await admin("revoke", "giorgi@example.ge")).toEqual({
      code: 0,
      out: ["giorgi@example.ge is no longer an operator."],
      err: [],
    });
    expect(await admin("revoke", "giorgi@example.ge")).toMatchObject({
      code: 0,
      out: ["giorgi@example.ge was not an operator."],
    });
    // Revoked, but ADMIN_EMAILS would give it back: the operator is told.
    const revoked = await admin("revoke", "nino@example.ge");
    expect(revoked.code).toBe(0);
    expect(revoked.out).toEqual(["nino@example.ge is no longer an operator."]);
    expect(revoked.err).toEqual([
      "Warning: nino@example.ge is in ADMIN_EMAILS, so the role comes back at the next start or sign-in. Remove it from ADMIN_EMAILS too.",
    ]);
    expect(await operatorEmails()).toEqual([]);

    expect(await roleAudit()).toEqual([
      {
        action: "role_granted",
        actor_label: "command line",
        actor_user_id: null,
        subject: "giorgi@example.ge",
      },
      {
        action: "role_granted",
        actor_label: "command line",
        actor_user_id: null,
        subject: "nino@example.ge",
      },
      {
        action: "role_revoked",
        actor_label: "command line",
        actor_user_id: null,
        subject: "giorgi@example.ge",
      },
      {
        action: "role_revoked",
        actor_label: "command line",
        actor_user_id: null,
        subject: "nino@example.ge",
      },
    ]);
  });

  it("fails with a message for an unknown account or a wrong command", async () => {
    for (const command of ["grant", "revoke"]) {
      expect(await admin(command, "nobody@example.ge")).toEqual({
        code: 1,
        out: [],
        err: [
          "No account uses the e-mail nobody@example.ge. The person must register (and confirm the e-mail) first.",
        ],
      });
    }
    for (const argv of [
      [],
      ["grant"],
      ["grant", "a@example.ge", "b@example.ge"],
      ["promote", "a@example.ge"],
      ["list", "x"],
    ]) {
      const result = await admin(...argv);
      expect(result.code, argv.join(" ")).toBe(1);
      expect(result.err.join("\n")).toMatch(/Usage: npm run admin -- grant <email>/);
    }
    expect((await admin("grant", "not-an-address")).err.join("\n")).toMatch(
      /"not-an-address" is not an e-mail address/,
    );
    const badConfig = await runAdmin(["list"], {
      env: { ...env, DATABASE_URL: "mysql://nope" },
      output: { out: () => {}, err: () => {} },
    });
    expect(badConfig).toBe(1);
  });

  it.runIf(engine === "pglite")(
    "refuses the embedded database while the server holds it, and takes a stale lock over",
    async () => {
      const release = lockDataDir(dataDir); // as a running server does
      try {
        const refused = await admin("list");
        expect(refused.code).toBe(1);
        expect(refused.err.join("\n")).toMatch(
          /is in use by process \d+\. Only one process may open it: stop the server first, or use DATABASE_URL/,
        );
      } finally {
        release();
      }
      // A server killed without cleaning up: its lock names a process that is gone.
      const dead = Number(
        spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" }).stdout,
      );
      writeFileSync(path.join(dataDir, LOCK_FILE), `${dead}\n`);
      expect(await admin("list")).toMatchObject({ code: 0 });
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    },
  );

  it.runIf(engine === "postgres")("needs no lock on PostgreSQL", async () => {
    const release = lockDataDir(dataDir);
    try {
      expect(await admin("list")).toMatchObject({ code: 0 });
    } finally {
      release();
    }
  });
});
