import { Hono } from "hono";
import type { Address, PublicClient } from "viem";
import { m } from "@/paraglide/messages";
import { adminRoutes } from "@/server/admin/admin-routes";
import { accountRoutes } from "@/server/auth/account-routes";
import { authRoutes } from "@/server/auth/auth-routes";
import { captchaRoutes } from "@/server/captcha/captcha-routes";
import { chainRoutes } from "@/server/chain/chain-routes";
import type { Finality } from "@/server/chain/finality";
import type { Config } from "@/server/config";
import type { Database } from "@/server/db/client";
import { holderDistributionRoutes, publicRoundRoutes } from "@/server/distribution/distribution-routes";
import type { DistributionChain } from "@/server/distribution/distributor-chain";
import { clientIp } from "@/server/http/client-ip";
import { errorResponse } from "@/server/http/error-response";
import { healthRoutes } from "@/server/http/health-routes";
import { openApiRoutes } from "@/server/http/openapi-routes";
import { originCheck } from "@/server/http/origin-check";
import { refuseNul } from "@/server/http/refuse-nul";
import { requestBodyLimit } from "@/server/http/request-body-limit";
import { requestLocale } from "@/server/http/request-locale";
import { requestLog } from "@/server/http/request-log";
import { apiSecurityHeaders, documentSecurityHeaders } from "@/server/http/security-headers";
import { seoRoutes } from "@/server/http/seo-routes";
import { mountSitePages } from "@/server/http/site-pages";
import { createDocumentStore } from "@/server/kyc/document-store";
import { kycRoutes } from "@/server/kyc/kyc-routes";
import { devMailRoutes } from "@/server/mail/dev-mail-routes";
import { metricsRoutes } from "@/server/metrics/metrics-routes";
import { observeRequest } from "@/server/metrics/process-metrics";
import { newsletterRoutes } from "@/server/newsletter/newsletter-routes";
import { notificationRoutes } from "@/server/notifications/notification-routes";
import { paymentRoutes } from "@/server/payments/payment-routes";
import { portfolioRoutes } from "@/server/portfolio/portfolio-routes";
import { profileRoutes } from "@/server/profile/profile-routes";
import { type LiveRouteOptions, liveRoutes } from "@/server/realtime/live-routes";
import { directSaleAnswer, saleRoutes } from "@/server/sale/sale-routes";
import type { Services } from "@/server/services";
import { walletRoutes } from "@/server/wallets/wallet-routes";
import type { ApiError } from "@/shared/api-error";
import { DEMO_OUTBOX_PATH } from "@/shared/auth/demo-outbox";
import { getSale } from "@/shared/sale/sale-contract";

export interface AppDeps {
  config: Pick<Config, "baseUrl" | "production" | "trustProxyHops" | "webRoot" | "operatorSignInMaxAgeMs"> &
    /**
     * `kycEncryptionKey`: the key identity documents are encrypted under (the configured one or the
     * demo's); without it the KYC routes are absent. `devMail`: serve the demo's outbox at /dev/mail (absent unless true).
     * `indexerIntervalMs`: how often the indexer ticks (5 s unless given), for /healthz.
     */
    Partial<
      Pick<
        Config,
        "kycEncryptionKey" | "devMail" | "indexerIntervalMs" | "walletConnectProjectId" | "metricsToken"
      >
    >;
  database: Database;
  services: Services;
  /** The chain payments are read from; without it (API tests of other features) its routes are absent. */
  chain?: {
    client: PublicClient;
    chainId: number;
    usdt: Address;
    saleWallet: Address;
    demo?: boolean;
    /** When a refund's transaction counts as final (the configured FINALITY). */
    finality?: Finality;
    /** START_BLOCK: a claimed transfer before it is refused (the sale had not started). */
    startBlock?: bigint;
    /** The PXL token and its distributors (each null until deployed and configured). */
    distribution?: DistributionChain["distribution"];
  };
  /** Tests shorten the live streams' keep-alive and raise their per-client limit. */
  live?: LiveRouteOptions;
  /** Serve the built web site too (off in API tests, which need no build). */
  serveWeb?: boolean;
}

/** The demo's outbox (/dev/mail) is served: on the demo chain (the config decides), without SMTP, never in production. */
export function servesOutbox(
  config: Pick<Config, "production"> & Partial<Pick<Config, "devMail">>,
  mailer: Pick<Services["mailer"], "transport">,
): boolean {
  return Boolean(config.devMail && !config.production && mailer.transport === "outbox");
}

export function createApp({ config, database, services, chain, live, serveWeb = true }: AppDeps) {
  const { auth, captcha, mailer, sale, realtime } = services;
  const app = new Hono();
  app.use("*", requestLog(observeRequest, { quietPaths: new Set([getSale.path]) }));
  const ipOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, config.trustProxyHops);
  const outbox = servesOutbox(config, mailer);

  const uploads = new Set(["/api/kyc"]);
  const api = new Hono()
    .use(apiSecurityHeaders(config))
    .use(requestLocale)
    .use(requestBodyLimit(16 * 1024, { except: uploads }))
    .use(originCheck(config.baseUrl, new Set(["/api/newsletter/unsubscribe"])))
    .use(refuseNul({ except: uploads }))
    .route("/openapi.json", openApiRoutes(auth))
    .route("/sale", saleRoutes(sale, database.db))
    .route("/live", liveRoutes({ auth, realtime, sale, ipOf, ...live }))
    .route("/captcha", captchaRoutes(captcha))
    .route("/auth", authRoutes(auth, captcha, ipOf))
    .route("/account", accountRoutes({ auth, captcha, db: database.db, clientIpOf: ipOf, outbox }))
    .route("/newsletter", newsletterRoutes({ db: database.db, mailer, baseUrl: config.baseUrl, ipOf }));
  // The investor area (issue 5).
  const areaDeps = { auth, db: database.db, realtime, config };
  api.route("/portfolio", portfolioRoutes(areaDeps));
  api.route("/profile", profileRoutes(areaDeps));
  api.route("/notifications", notificationRoutes(areaDeps));
  const key = config.kycEncryptionKey;
  const documents = key ? createDocumentStore(database.db, key) : undefined;
  if (documents) api.route("/kyc", kycRoutes({ ...areaDeps, documents }));
  // The operator console (issue 6).
  api.route("/admin", adminRoutes({ ...areaDeps, mailer, sale, documents, chain }));
  if (chain) {
    const changed = realtime.changed;
    const walletConnectProjectId = config.walletConnectProjectId ?? null;
    api.route("/chain", chainRoutes({ ...chain, walletConnectProjectId }, auth, database.db));
    api.route("/wallets", walletRoutes({ auth, db: database.db, baseUrl: config.baseUrl, chain, changed }));
    api.route("/payments", paymentRoutes({ auth, db: database.db, chain }));
    if (chain.distribution) {
      // Token distribution and dividends (issue 14): the investor's claims and the public rounds.
      const distribution = { ...chain, distribution: chain.distribution };
      api.route("/distribution", holderDistributionRoutes({ auth, db: database.db, chain: distribution }));
      api.route("/rounds", publicRoundRoutes({ db: database.db, chain: distribution }));
    }
  }
  api.all("*", (c) => c.json<ApiError>({ error: m.api_not_found() }, 404));
  app.route("/api", api);

  // Registered after the API, so these wrap only what answers documents.
  const policy = { walletConnect: Boolean(config.walletConnectProjectId) };
  app.use("*", ...documentSecurityHeaders({ production: config.production, ...policy }));
  if (config.metricsToken) {
    const liveClients = () => realtime.hub.size;
    app.route("/metrics", metricsRoutes({ database, token: config.metricsToken, liveClients }));
  }
  app.route("/healthz", healthRoutes(database.db, { indexerIntervalMs: config.indexerIntervalMs ?? 5_000 }));
  app.route("/", seoRoutes(config.baseUrl));
  if (outbox) app.route(DEMO_OUTBOX_PATH, devMailRoutes(database.db));

  // A production server is no demo: its pages carry no demo banner.
  if (serveWeb) {
    mountSitePages(app, config.webRoot, { siteUrl: config.baseUrl, demo: !config.production }, policy);
  }

  app.onError(errorResponse);
  // The figures every open page reads are answered before the app routes the request (issue 13).
  // `request()`, which the tests use, goes through `fetch` too.
  const saleRead = directSaleAnswer(sale, { production: config.production, observe: observeRequest });
  const route = app.fetch;
  app.fetch = (request, ...rest) => saleRead(request) ?? route(request, ...rest);
  return app;
}
