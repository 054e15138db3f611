import type { SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";

/** Runs raw SQL and returns its rows: both drivers answer `{ rows }`, the shared base type says `unknown`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
