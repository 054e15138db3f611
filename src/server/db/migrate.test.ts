import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { migrationsFolder, runMigrations } from "@/server/db/migrate";
import { queryRows } from "@/server/db/query-rows";
import { createTestDatabase, testEngines } from "@/server/test/test-database";

const tableNames = async (db: Parameters<typeof queryRows>[0]) =>
  (
    await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )
  ).map((r) => r.table_name);

const journalEntries = () =>
  (
    JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    }
  ).entries.length;

describe.each(testEngines)("migrations on $engine", ({ engine }) => {
  it("create the tables and are a no-op the second time", async () => {
    const database = await createTestDatabase(engine, { migrate: false });
    try {
      await runMigrations(database);
      await runMigrations(database);
      expect(await tableNames(database.db)).toEqual([
        "account",
        "announcements",
        "attribution_requests",
        "audit_log",
        "captcha_uses",
        "contract_signatures",
        "distribution_claims",
        "distribution_index_state",
        "distribution_round_entries",
        "distribution_rounds",
        "dividend_catch_ups",
        "indexer_state",
        "kyc_document_contents",
        "kyc_documents",
        "kyc_submissions",
        "ledger_entries",
        "ledger_events",
        "mail_outbox",
        "newsletter_subscribers",
        "notifications",
        "operators",
        "outgoing_transfers",
        "payment_claims",
        "payments",
        "public_key_ids",
        "pxl_transfers",
        "rate_limit",
        "rate_limits",
        "session",
        "skipped_transfers",
        "two_factor",
        "user",
        "user_holdings",
        "verification",
        "wallet_link_periods",
        "wallet_links",
        "wallet_nonces",
      ]);
      const applied = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]?.n).toBe(journalEntries());
    } finally {
      await database.destroy();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("migrations on PostgreSQL from several instances", () => {
  it("succeed when four instances start at once on an empty database", async () => {
    const target = await createTestDatabase("postgres", { migrate: false });
    const url = target.url;
    if (!url) throw new Error("expected a PostgreSQL test database");
    const instances = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ kind: "postgres", url })));
    try {
      const results = await Promise.allSettled(instances.map((instance) => runMigrations(instance)));
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      const applied = await queryRows<{ n: number }>(
        target.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]?.n).toBe(journalEntries());
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await target.destroy();
    }
  });
});
