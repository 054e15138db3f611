import type { Auth } from "@/server/auth/auth";
import type { Config } from "@/server/config";
import type { Db } from "@/server/db/client";
import type { Realtime } from "@/server/realtime/realtime";

/** What the investor area's routes are built from: one shape, each feature taking the part it uses. */
export interface RouteDeps {
  auth: Auth;
  db: Db;
  realtime: Realtime;
  config: Pick<Config, "baseUrl" | "production">;
}
