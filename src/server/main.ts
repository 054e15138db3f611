import { serve } from "@hono/node-server";
import { grantAdminEmails } from "@/server/admin/operators";
import { demoSecret } from "@/server/auth/demo-secret";
import { startChain } from "@/server/chain/start-chain";
import { ConfigError, loadConfig } from "@/server/config";
import { openDatabase } from "@/server/db/client";
import { DataDirLockedError, lockDataDir } from "@/server/db/data-dir-lock";
import { runMigrations } from "@/server/db/migrate";
import { createApp, servesOutbox } from "@/server/http/app";
import { PageNotFillableError } from "@/server/http/fill-in-site";
import { SiteNotBuiltError } from "@/server/http/site-pages";
import { documentFilesDir, moveDocumentFilesIntoDatabase } from "@/server/kyc/document-files";
import { createDocumentStore } from "@/server/kyc/document-store";
import { demoKycKey } from "@/server/kyc/kyc-key";
import { allocateFinalPayments } from "@/server/ledger/allocate";
import { log } from "@/server/lib/log";
import { startMaintenance } from "@/server/lib/maintenance";
import { startRoundNotifier } from "@/server/notifications/round-notifications";
import { runIndexerWhenLeader } from "@/server/payments/indexer-runner";
import { createServices } from "@/server/services";
import { startupSummary } from "@/server/startup-summary";

async function main() {
  const config = loadConfig();
  // The embedded database allows one process (`npm run admin` included): the lock says who has it.
  const releaseDataDir = config.database.kind === "pglite" ? lockDataDir(config.dataDir) : () => {};
  const database = await openDatabase(config.database);
  await runMigrations(database);
  for (const email of await grantAdminEmails(database.db, config.adminEmails)) {
    log.warn(
      `ADMIN_EMAILS: no account with the e-mail ${email} yet; it gets the admin role when it signs in.`,
    );
  }
  // Identity documents kept as files by earlier versions move into the database, encrypted (once).
  const kycEncryptionKey = config.kycEncryptionKey ?? demoKycKey(config.dataDir);
  const documents = createDocumentStore(database.db, kycEncryptionKey);
  await moveDocumentFilesIntoDatabase(database, documents, documentFilesDir(config.dataDir));
  const chain = await startChain(config);
  const services = createServices(
    {
      ...config,
      authSecret: config.authSecret ?? demoSecret(config.dataDir),
      walletBalance: chain.saleWalletBalance,
    },
    database,
  );
  await services.sale.refresh();
  await services.realtime.start();
  await services.ledgerEvents.start();
  const stopMaintenance = startMaintenance(database.db, services.captcha.purgeExpired);
  // Holders of a publication whose notifying failed or was cut short are told within a minute.
  const stopRoundNotifier = startRoundNotifier(database.db, services.realtime, {
    mailer: services.mailer,
    baseUrl: config.baseUrl,
  });

  // Final payments a previous run stored but did not allocate (it stopped in between).
  await allocateFinalPayments(database.db);

  // One instance indexes; the others serve what it stores, and take over if it stops.
  const indexing = runIndexerWhenLeader({
    database,
    chain,
    intervalMs: config.indexerIntervalMs,
  });
  await indexing.started;
  if (!indexing.leader) log.info("Another instance runs the payment indexer.");
  const app = createApp({
    config: { ...config, kycEncryptionKey },
    database,
    services,
    chain,
    serveWeb: config.serveWeb,
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const engine =
      database.kind === "pglite"
        ? `embedded PostgreSQL in ${config.database.kind === "pglite" ? config.database.dir : ""}`
        : "PostgreSQL";
    log.info(
      `PXL sale site on http://${info.address}:${info.port} (public address ${config.baseUrl}; ${engine})`,
    );
    const summary = startupSummary({
      baseUrl: config.baseUrl,
      outbox: servesOutbox(config, services.mailer),
      demoChain: chain.demo,
      saleWallet: chain.saleWallet,
    });
    log.info(`\n${summary.join("\n")}\n`);
  });
  // Headers must arrive within 15 s (a slow-headers client holds a socket for nothing); bodies keep
  // Node's 300 s, which a phone uploading four identity documents can need.
  if ("headersTimeout" in server) server.headersTimeout = 15_000;

  // In order: nothing new comes in, the live streams end, background work finishes its step, and
  // only then the database closes (before, a tick still running met "PGlite is closing").
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log.info("Shutting down...");
    const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    services.realtime.hub.closeAll();
    await services.realtime.stop();
    await Promise.allSettled([
      indexing.stop(),
      stopMaintenance(),
      stopRoundNotifier(),
      services.ledgerEvents.stop(),
    ]);
    // Requests under way get a moment to finish; a hung one does not hold the shutdown.
    await Promise.race([serverClosed, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    // The demo chain saves its state on the way out.
    await Promise.allSettled([chain.stop(), database.close()]);
    releaseDataDir();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown());
  process.once("SIGTERM", () => void shutdown());
}

main().catch((error: unknown) => {
  // Errors that say what to do (fix a variable, stop the other process, run npm run build): no stack.
  const known = [ConfigError, DataDirLockedError, SiteNotBuiltError, PageNotFillableError].some(
    (kind) => error instanceof kind,
  );
  if (known && error instanceof Error) log.fatal(error.message);
  else log.fatal({ err: error }, "the server could not start");
  process.exit(1);
});
