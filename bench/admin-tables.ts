/**
 * The operator console's tables are sorted, filtered and paged by the database. This measures one
 * page of the payments, investors and audit tables, searches, and the holders export, on a small sale and on a sale
 * 100 times larger, in the same run: the page should cost about the same, the export grows with it.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { readAuditPage } from "../src/server/admin/audit/audit-table";
import { holderRows } from "../src/server/admin/exports/export-data";
import { readInvestorsPage } from "../src/server/admin/investors/investor-table";
import { readPaymentsPage } from "../src/server/admin/payments/payment-table";
import { type Database, openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { adminAuditQuerySchema } from "../src/shared/admin/audit";
import { adminInvestorsQuerySchema } from "../src/shared/admin/investors";
import { adminPaymentsQuerySchema } from "../src/shared/admin/payments";

export interface TableTimings {
  payments: number;
  investors: number;
  paymentsPage: number;
  paymentsSearch: number;
  investorsPage: number;
  auditPage: number;
  auditSearch: number;
  holdersExport: number;
}

/** `investors` users, each with a wallet and `perInvestor` final, credited payments (the rows exist as the indexer and ledger write them, the holdings' totals too). */
export async function seed(database: Database, investors: number, perInvestor: number) {
  const statements = `
    insert into "user" (id, name, email, email_verified, first_name, last_name, phone, country)
      select 'u' || i, 'Investor ' || i, 'investor' || i || '@example.ge', true, 'Investor', 'N' || i,
             '+995 555 000 000', 'Georgia'
      from generate_series(1, ${investors}) i;
    insert into wallet_links (address, user_id, is_primary)
      select '0x' || lpad(to_hex(i), 40, '0'), 'u' || i, true from generate_series(1, ${investors}) i;
    insert into payments (chain_id, tx_hash, log_index, from_address, amount_micro_usdt, block_number,
                          block_hash, block_time, finality)
      select 42161, '0x' || lpad(to_hex(p), 64, '0'), 0, '0x' || lpad(to_hex((p % ${investors}) + 1), 40, '0'),
             1000000 + p, p, '0x' || lpad(to_hex(p), 64, 'b'), now() - (p || ' seconds')::interval, 'final'
      from generate_series(1, ${investors * perInvestor}) p;
    insert into ledger_entries (chain_id, tx_hash, log_index, user_id, credited_micro_usdt,
                                refund_due_micro_usdt, tokens_micro_pxl, attribution, attributed_at)
      select chain_id, tx_hash, log_index, 'u' || ((block_number % ${investors}) + 1), amount_micro_usdt, 0,
             amount_micro_usdt * 1000000 / 639000, 'wallet_proof', now()
      from payments;
    update user_holdings h set tokens_micro_pxl = s.tokens, invested_micro_usdt = s.invested
      from (select user_id, sum(tokens_micro_pxl) as tokens, sum(credited_micro_usdt) as invested
            from ledger_entries group by user_id) s
      where s.user_id = h.user_id;
    insert into audit_log (actor_label, action, subject, at)
      select 'investor' || (i % ${investors} + 1) || '@example.ge', 'sign_in', 'investor' || (i % ${investors} + 1) || '@example.ge',
             now() - (i || ' seconds')::interval
      from generate_series(1, ${investors * perInvestor}) i;
    analyze
  `.split(";");
  for (const statement of statements) await database.db.execute(sql.raw(statement));
}

/** Median milliseconds of `runs` calls. */
async function median(runs: number, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
}

export async function measureAdminTables(investors: number, perInvestor: number): Promise<TableTimings> {
  const database = await openDatabase({ kind: "pglite", dir: null });
  try {
    await runMigrations(database);
    await seed(database, investors, perInvestor);
    const db = database.db;
    const firstPage = adminPaymentsQuerySchema.parse({});
    const search = adminPaymentsQuerySchema.parse({ q: "investor7@example.ge" });
    const investorsPage = adminInvestorsQuerySchema.parse({ sort: "tokens" });
    return {
      payments: investors * perInvestor,
      investors,
      paymentsPage: await median(15, () => readPaymentsPage(db, firstPage)),
      paymentsSearch: await median(15, () => readPaymentsPage(db, search)),
      investorsPage: await median(15, () => readInvestorsPage(db, investorsPage)),
      auditPage: await median(15, () => readAuditPage(db, adminAuditQuerySchema.parse({}))),
      auditSearch: await median(15, () =>
        readAuditPage(db, adminAuditQuerySchema.parse({ q: "investor7@" })),
      ),
      holdersExport: await median(5, () => holderRows(db)),
    };
  } finally {
    await database.close();
  }
}

export function formatAdminTables(small: TableTimings, large: TableTimings): string[] {
  const ms = (x: number) => `${x.toFixed(1)} ms`.padStart(10);
  const row = (label: string, key: keyof TableTimings, goal = "(goal <= x2)") =>
    `${label.padEnd(34)}${ms(small[key])}${ms(large[key])}   x${(large[key] / small[key]).toFixed(1)}   ${goal}`;
  return [
    `Operator tables (PGlite, medians): ${small.payments} payments / ${small.investors} investors vs ${large.payments} / ${large.investors}`,
    row("payments, first page of 25", "paymentsPage"),
    row("payments, search by investor", "paymentsSearch"),
    row("investors by tokens, first page", "investorsPage"),
    row("audit log, first page", "auditPage"),
    row("audit log, search by actor", "auditSearch"),
    row("holders export (every holder)", "holdersExport", "(reads every holder: grows with the sale)"),
  ];
}
