import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { Config } from "@/server/config";
import type { Database } from "@/server/db/client";
import { clientIp } from "@/server/http/client-ip";
import { contentSecurityPolicy } from "@/server/http/content-security-policy";
import { originCheck } from "@/server/http/origin-check";
import { seoRoutes } from "@/server/http/seo-routes";
import { mountSitePages } from "@/server/http/site-pages";
import { newsletterRoutes } from "@/server/newsletter/newsletter-routes";
import type { SaleFigures } from "@/server/sale/sale-figures";
import { saleRoutes } from "@/server/sale/sale-routes";
import type { ApiError } from "@/shared/api-error";

export interface AppDeps {
  config: Pick<Config, "baseUrl" | "production" | "trustProxyHops" | "webRoot">;
  database: Database;
  sale: SaleFigures;
  /** Serve the built web site too (off in API tests, which need no build). */
  serveWeb?: boolean;
}

export function createApp({ config, database, sale, serveWeb = true }: AppDeps) {
  const app = new Hono();
  const ipOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, config.trustProxyHops);

  app.use(
    "*",
    secureHeaders({
      strictTransportSecurity: config.production ? "max-age=31536000; includeSubDomains" : false,
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use("*", async (c, next) => {
    await next();
    // Pages set their own policy with the hashes of their inline scripts; everything else gets the strict one.
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", contentSecurityPolicy());
    }
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }));

  const api = new Hono()
    .use(
      bodyLimit({
        maxSize: 16 * 1024,
        onError: (c) => c.json<ApiError>({ error: "Request too large" }, 413),
      }),
    )
    .use(originCheck(config.baseUrl, new Set(["/api/newsletter/unsubscribe"])))
    .route("/sale", saleRoutes(sale))
    .route("/newsletter", newsletterRoutes({ db: database.db, ipOf }))
    .all("*", (c) => c.json<ApiError>({ error: "Not found" }, 404));
  app.route("/api", api);
  app.route("/", seoRoutes(config.baseUrl));

  if (serveWeb) mountSitePages(app, config.webRoot);

  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json<ApiError>({ error: "Something went wrong. Please try again later." }, 500);
  });
  return app;
}
