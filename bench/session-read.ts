/**
 * A session-bearing read on PostgreSQL: GET /api/portfolio with a signed-in investor's cookie,
 * against GET /api/sale on the same app, in alternating rounds (medians). Better Auth's own cost per
 * request is shown apart: GET /api/auth/get-session with the same cookie. Needs a PostgreSQL server
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL); a throwaway database is created and dropped.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { signedSessionCookieValue } from "../src/server/auth/session-cookie";
import { insertUsers } from "../src/server/test/fixtures";
import { createTestDatabase } from "../src/server/test/test-database";
import { BENCH_AUTH_SECRET, benchApp } from "./bench-app";
import { measureRequestsPerSecond } from "./http-throughput";

export interface SessionReadFigures {
  portfolio: number;
  getSession: number;
  sale: number;
}

export async function measureSessionRead(
  seconds: number,
  rounds: number,
): Promise<SessionReadFigures | null> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  process.env.TEST_DATABASE_URL = serverUrl;
  const database = await createTestDatabase("postgres");
  try {
    const app = await benchApp(database);
    await insertUsers(database.db, ["bench-investor"]);
    const token = randomBytes(24).toString("base64url");
    await database.db.execute(
      sql`insert into session (id, token, user_id, expires_at, created_at, updated_at)
          values ('bench-session', ${token}, 'bench-investor', now() + interval '30 days', now(), now())`,
    );
    const headers = {
      cookie: `better-auth.session_token=${signedSessionCookieValue(token, BENCH_AUTH_SECRET)}`,
    };
    const portfolio: number[] = [];
    const getSession: number[] = [];
    const sale: number[] = [];
    for (let round = 0; round < rounds; round++) {
      portfolio.push(await measureRequestsPerSecond(app, "/api/portfolio", seconds, headers));
      getSession.push(await measureRequestsPerSecond(app, "/api/auth/get-session", seconds, headers));
      sale.push(await measureRequestsPerSecond(app, "/api/sale", seconds));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    return { portfolio: median(portfolio), getSession: median(getSession), sale: median(sale) };
  } finally {
    await database.destroy();
  }
}

export function formatSessionRead(figures: SessionReadFigures | null): string[] {
  if (!figures)
    return [
      "Session-bearing read: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)",
    ];
  const rps = (x: number) => `${Math.round(x).toString().padStart(8)} req/s`;
  return [
    "Session-bearing read on PostgreSQL (signed-in investor's cookie, 32 connections, medians)",
    `GET /api/portfolio       ${rps(figures.portfolio)}   (goal >= 2,000)`,
    `GET /api/auth/get-session${rps(figures.getSession)}   (Better Auth's session read alone)`,
    `GET /api/sale            ${rps(figures.sale)}`,
    `ratio portfolio : sale   ${(figures.portfolio / figures.sale).toFixed(2)}`,
  ];
}
