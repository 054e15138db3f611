import { Hono } from "hono";
import type { Auth } from "@/server/auth/auth";
import { requireUser, type SignedInVariables } from "@/server/auth/require-user";
import type { Config } from "@/server/config";
import type { Db } from "@/server/db/client";
import { readPortfolio } from "@/server/portfolio/portfolio-service";
import type { Realtime } from "@/server/realtime/realtime";

export interface RouteDeps {
  auth: Auth;
  db: Db;
  realtime: Realtime;
  config: Pick<Config, "baseUrl" | "production">;
}

/** `GET /api/portfolio`: the signed-in user's payments, holdings, totals and KYC status (issue 5). */
export function portfolioRoutes({ auth, db }: RouteDeps) {
  return new Hono<{ Variables: SignedInVariables }>().use(requireUser(auth)).get("/", async (c) => {
    const portfolio = await readPortfolio(db, c.get("userId"));
    c.header("Cache-Control", "private, no-store");
    return c.json(portfolio);
  });
}
