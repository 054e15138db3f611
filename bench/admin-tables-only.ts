/** `npx tsx bench/admin-tables-only.ts`: the operator tables' figure alone (BENCH_QUICK=1 for a smoke run). */
import "./quiet-log";
import { formatAdminTables, measureAdminTables } from "./admin-tables";

const QUICK = process.env.BENCH_QUICK === "1";
const TABLES = QUICK ? { investors: 20, perInvestor: 5 } : { investors: 200, perInvestor: 5 };
const small = await measureAdminTables(TABLES.investors, TABLES.perInvestor);
const large = await measureAdminTables(TABLES.investors * 100, TABLES.perInvestor);
for (const line of formatAdminTables(small, large)) console.log(line);
