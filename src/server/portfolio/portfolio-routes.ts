import { Hono } from "hono";
import { requireUser, type SignedInVariables } from "@/server/auth/require-user";
import type { RouteDeps } from "@/server/http/route-deps";
import { readPortfolio } from "@/server/portfolio/portfolio-service";

/** `GET /api/portfolio`: the signed-in user's payments, holdings, totals and KYC status (issue 5). */
export function portfolioRoutes({ auth, db }: Pick<RouteDeps, "auth" | "db">) {
  return new Hono<{ Variables: SignedInVariables }>().use(requireUser(auth)).get("/", async (c) => {
    const portfolio = await readPortfolio(db, c.get("userId"));
    c.header("Cache-Control", "private, no-store");
    return c.json(portfolio);
  });
}
