import { serve } from "@hono/node-server";
import { demoSecret } from "@/server/auth/demo-secret";
import { ConfigError, loadConfig } from "@/server/config";
import { openDatabase } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";
import { createApp } from "@/server/http/app";
import { startMaintenance } from "@/server/lib/maintenance";
import { createServices } from "@/server/services";

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await runMigrations(database);
  const services = createServices(
    { ...config, authSecret: config.authSecret ?? demoSecret(config.dataDir) },
    database,
  );
  await services.sale.refresh();
  startMaintenance(database.db, services.captcha.purgeExpired);
  const app = createApp({ config, database, services, serveWeb: config.serveWeb });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const engine =
      database.kind === "pglite"
        ? `embedded PostgreSQL in ${config.database.kind === "pglite" ? config.database.dir : ""}`
        : "PostgreSQL";
    console.log(
      `PXL sale site on http://${info.address}:${info.port} (public address ${config.baseUrl}; ${engine})`,
    );
  });

  const shutdown = () => {
    server.close();
    database.close().finally(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
