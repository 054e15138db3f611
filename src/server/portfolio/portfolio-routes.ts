import { Hono } from "hono";
import { unauthenticated } from "@/server/auth/require-user";
import type { RouteDeps } from "@/server/http/route-deps";
import { readPortfolio, readPortfolioOfSession } from "@/server/portfolio/portfolio-service";

/**
 * `GET /api/portfolio`: the signed-in user's payments, holdings, totals and KYC status (issue 5).
 * The busiest signed-in read: its session row and the portfolio come in one statement (one round
 * trip), judged by the session reader as `requireUser` would judge them (nothing cached).
 */
export function portfolioRoutes({ auth, db }: Pick<RouteDeps, "auth" | "db">) {
  const reader = auth.readSessionUserId;
  return new Hono().get("/", async (c) => {
    const token = await reader.signedToken(c);
    if (token === null) return unauthenticated(c);
    const read = await readPortfolioOfSession(db, token);
    const userId = await reader.userOf(c, read.session);
    if (userId === null) return unauthenticated(c);
    // Better Auth's daily refresh answers the same user; anything else is read for whoever it names.
    const portfolio = userId === read.session?.userId ? read.portfolio : await readPortfolio(db, userId);
    c.header("Cache-Control", "private, no-store");
    return c.json(portfolio);
  });
}
