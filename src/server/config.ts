import path from "node:path";
import { z } from "zod";

/**
 * The only reader of the environment. A demo needs no variable at all; a production start
 * (NODE_ENV=production) refuses to run without the ones that have no safe default, naming them.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How many proxies in front of the server may be trusted to set X-Forwarded-For (0 = none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Signs sessions and captcha challenges. A demo generates one and keeps it in DATA_DIR. */
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** smtp(s)://user:pass@host:port; without it, e-mails go to the outbox at /dev/mail (never in production). */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Pixel Academy <no-reply@pixelacademy.example>"),
  /** `npm run dev` turns this off: Vite serves the pages there. */
  SERVE_WEB: z.enum(["true", "false"]).default("true"),
});

/** Variables a production start must set, with the reason shown when one is missing. */
const requiredInProduction = {
  DATABASE_URL: "production runs on PostgreSQL (the embedded database is for a single demo instance)",
  BASE_URL: "links in e-mails, canonical links and origin checks need the public address of the site",
  AUTH_SECRET: "sessions and captcha challenges are signed with it; every instance must share it",
  SMTP_URL: "account e-mails (confirmation, password reset) must really be sent",
} as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (production) {
    const missing = Object.entries(requiredInProduction)
      .filter(([name]) => !env[name])
      .map(([name, why]) => `${name} is required when NODE_ENV=production: ${why}`);
    if (missing.length > 0) throw new ConfigError(missing);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    baseUrl,
    database: e.DATABASE_URL
      ? ({ kind: "postgres", url: e.DATABASE_URL } as const)
      : ({ kind: "pglite", dir: path.join(dataDir, "pglite") } as const),
    trustProxyHops: e.TRUST_PROXY_HOPS,
    webRoot: path.resolve("build/client"),
    serveWeb: e.SERVE_WEB === "true",
    authSecret: e.AUTH_SECRET ?? null,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
  };
}

export type Config = ReturnType<typeof loadConfig>;
