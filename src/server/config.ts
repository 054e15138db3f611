import path from "node:path";
import { type Address, getAddress, isAddress, zeroAddress } from "viem";
import { z } from "zod";
import { weakSecretReason } from "@/server/auth/secret-strength";
import { loadEnvFile } from "@/server/env-file";
import { decodeKycKey } from "@/server/kyc/kyc-key";
import { addressSchema } from "@/shared/chain/hex-schemas";

/** An address; a mixed-case one must carry a valid checksum (a typo in one is caught here, not by viem later). */
const contractAddress = z
  .string()
  .refine((value) => isAddress(value), "must be a 0x address (a mixed-case one with a valid checksum)")
  .transform((value) => getAddress(value));

/**
 * The only reader of the environment. A demo needs no variable at all; a production start
 * (NODE_ENV=production) refuses to run without the ones that have no safe default, naming them.
 * `.env.example` lists every variable with its default and meaning (a test keeps the two in step).
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How many proxies in front of the server may be trusted to set X-Forwarded-For (0 = none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Signs sessions and captcha challenges. A demo generates one and keeps it in DATA_DIR. */
  AUTH_SECRET: z
    .string()
    .min(32, "must be at least 32 characters: make one with `openssl rand -base64 32`")
    .check((ctx) => {
      const weak = ctx.value.length >= 32 ? weakSecretReason(ctx.value) : null;
      if (weak) ctx.issues.push({ code: "custom", message: weak, input: ctx.value });
    })
    .optional(),
  /**
   * Wraps the key of each identity document (AES-256-GCM): 32 random bytes in base64 or hex. The demo
   * generates one in DATA_DIR; production must set it, the same on every instance.
   */
  KYC_ENCRYPTION_KEY: z
    .string()
    .transform((value, ctx) => {
      const decoded = decodeKycKey(value);
      if (decoded.ok) return decoded.key;
      ctx.issues.push({ code: "custom", message: decoded.reason, input: value });
      return z.NEVER;
    })
    .optional(),
  /** smtp(s)://user:pass@host:port; without it, e-mails go to the outbox at /dev/mail (never in production). */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Pixel Academy <no-reply@pixelacademy.example>"),
  /** `local`: anvil with a mock USDT in DATA_DIR (demo, tests); `arbitrum`: Arbitrum One, real USDT. */
  CHAIN: z.enum(["local", "arbitrum"]).default("local"),
  /** Arbitrum RPC endpoints, comma-separated, tried in order. */
  RPC_URLS: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1, "needs at least one URL"))
    .optional(),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
  USDT_ADDRESS: addressSchema("must be a 0x address").default("0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9"),
  SALE_WALLET: addressSchema("must be a 0x address").optional(),
  START_BLOCK: z.coerce.bigint().min(0n).optional(),
  /** The distribution contracts on Arbitrum, each optional until it is deployed; the demo chain deploys its own. */
  PXL_TOKEN_ADDRESS: contractAddress.optional(),
  PXL_DISTRIBUTOR_ADDRESS: contractAddress.optional(),
  DIVIDEND_DISTRIBUTOR_ADDRESS: contractAddress.optional(),
  /**
   * The demo chain only: the time of a new chain's first block (an ISO date, or a date and time with its
   * offset), its clock running on from there, so payments can be dated in a past half-year (a dividend's
   * record date). A chain restarted from its state file goes on at the wall clock. Unset: the wall clock.
   */
  LOCAL_CHAIN_START_TIME: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: "must be an ISO date (2026-06-01) or date and time (2026-06-01T00:00:00Z)",
    })
    .transform((value) => new Date(value))
    .refine(
      (time) => time.getTime() <= Date.now(),
      "must not be in the future: blocks would be dated ahead of the site's clock",
    )
    .optional(),
  /** `finalized` (the chain's tag) or a number of blocks below the head. */
  FINALITY: z.union([z.literal("finalized"), z.coerce.number().int().min(0).max(100_000)]).optional(),
  INDEXER_INTERVAL_MS: z.coerce.number().int().min(200).max(600_000).default(5_000),
  ETHERSCAN_API_KEYS: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .optional(),
  /**
   * E-mails of the first operators, comma-separated: each account that exists gets the admin role at
   * start (audited). Later changes go through `npm run admin -- grant|revoke <email>`.
   */
  ADMIN_EMAILS: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((m) => m.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("must be a list of e-mail addresses")))
    .default([]),
  /**
   * How long an operator's sign-in lets them act in the console; after it, they sign in again
   * (with their second factor). Operators move money and read identity documents.
   */
  OPERATOR_SIGN_IN_MAX_AGE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(12),
  /**
   * A WalletConnect Cloud project id: offers WalletConnect (wallet apps on a phone) in the connect
   * dialog and lets the pages reach its relay. Unset: no WalletConnect, and the CSP stays our origin only.
   */
  WALLETCONNECT_PROJECT_ID: z
    .string()
    .regex(/^[0-9a-f]{32}$/i, "must be a WalletConnect project id (32 hexadecimal characters)")
    .optional(),
  /** The env file read at start (variables already set win); without it, `.env` when present. */
  ENV_FILE: z.string().min(1).optional(),
  /** fatal, error, warn, info, debug, trace or silent; unset: info (warn under the tests). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  /** json (one object per line, for a log collector) or pretty (for a person); unset: json in production. */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  /** Serves GET /metrics (Prometheus) to a scraper sending `Authorization: Bearer <token>`; unset: no /metrics. */
  METRICS_TOKEN: z
    .string()
    .min(32, "must be at least 32 characters: make one with `openssl rand -hex 32`")
    .optional(),
  /** `npm run dev` turns this off: Vite serves the pages there. */
  SERVE_WEB: z.enum(["true", "false"]).default("true"),
  /** Where `npm run build` writes and the server reads the site; the browser tests use their own. */
  BUILD_DIR: z.string().min(1).default("build"),
});

/** Variables a production start must set, with the reason shown when one is missing. */
const requiredInProduction = {
  DATABASE_URL: "production runs on PostgreSQL (the embedded database is for a single demo instance)",
  BASE_URL: "links in e-mails, canonical links and origin checks need the public address of the site",
  AUTH_SECRET: "sessions and captcha challenges are signed with it; every instance must share it",
  SMTP_URL: "account e-mails (confirmation, password reset) must really be sent",
  KYC_ENCRYPTION_KEY:
    "identity documents are encrypted with it; every instance must share it, and without it they cannot be read",
} as const;

const distributionVariables = [
  "PXL_TOKEN_ADDRESS",
  "PXL_DISTRIBUTOR_ADDRESS",
  "DIVIDEND_DISTRIBUTOR_ADDRESS",
] as const;

/** What the indexer cannot guess on the real network. */
const requiredOnArbitrum = {
  RPC_URLS: "the Arbitrum endpoints to read payments from",
  SALE_WALLET: "the address investors pay",
  START_BLOCK: "the first block to scan (the sale's start), so the indexer does not read all of history",
} as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

let envFileRead = false;

/** process.env once the env file has filled what the environment leaves unset. */
function processEnv(): Record<string, string | undefined> {
  if (!envFileRead) {
    envFileRead = true;
    try {
      loadEnvFile();
    } catch (error) {
      throw new ConfigError([(error as Error).message]);
    }
  }
  return process.env;
}

/**
 * How the server logs. Read on its own, before the rest of the configuration, because the logger
 * exists before the configuration is checked (its errors are logged too).
 */
export function loggingConfig(env: Record<string, string | undefined> = processEnv()) {
  const logging = envSchema.pick({ NODE_ENV: true, LOG_LEVEL: true, LOG_FORMAT: true }).safeParse(env);
  const e = logging.success ? logging.data : { NODE_ENV: "development" as const };
  return {
    level: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "warn" : "info"),
    format: e.LOG_FORMAT ?? (e.NODE_ENV === "production" ? "json" : "pretty"),
  } as const;
}

export function loadConfig(env: Record<string, string | undefined> = processEnv()) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const problems: string[] = [];
  if (production) {
    problems.push(
      ...Object.entries(requiredInProduction)
        .filter(([name]) => !env[name])
        .map(([name, why]) => `${name} is required when NODE_ENV=production: ${why}`),
    );
    if (e.CHAIN !== "arbitrum")
      problems.push("CHAIN must be arbitrum when NODE_ENV=production: the local chain is a demo");
  }
  if (e.CHAIN === "arbitrum" && !production) {
    problems.push(
      "CHAIN=arbitrum needs NODE_ENV=production: it moves real money, and any other NODE_ENV keeps demo " +
        "conveniences (session cookies without Secure, no HSTS, e-mails kept in an outbox when SMTP_URL is unset)",
    );
  }
  if (e.CHAIN === "arbitrum") {
    for (const [name, why] of Object.entries(requiredOnArbitrum)) {
      if (!env[name]) problems.push(`${name} is required when CHAIN=arbitrum: ${why}`);
    }
  }
  if (e.CHAIN === "local") {
    // Silently ignoring them would leave an operator believing the demo pays from those contracts.
    for (const name of distributionVariables.filter((n) => env[n])) {
      problems.push(`${name} is only read with CHAIN=arbitrum: the demo chain deploys its own contracts`);
    }
  } else if (e.PXL_DISTRIBUTOR_ADDRESS && !e.PXL_TOKEN_ADDRESS) {
    problems.push("PXL_DISTRIBUTOR_ADDRESS needs PXL_TOKEN_ADDRESS: the distributor pays out that token");
  }
  if (e.CHAIN === "arbitrum" && env.LOCAL_CHAIN_START_TIME) {
    problems.push(
      "LOCAL_CHAIN_START_TIME is only read with CHAIN=local: Arbitrum's blocks carry their own time",
    );
  }
  const distribution = distributionVariables.map((name) => e[name]).filter((a): a is Address => Boolean(a));
  if (new Set(distribution).size < distribution.length) {
    problems.push(
      "PXL_TOKEN_ADDRESS, PXL_DISTRIBUTOR_ADDRESS and DIVIDEND_DISTRIBUTOR_ADDRESS must be three different contracts",
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
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
    webRoot: path.resolve(e.BUILD_DIR, "client"),
    serveWeb: e.SERVE_WEB === "true",
    authSecret: e.AUTH_SECRET ?? null,
    /** Null in a demo without it: the server then uses the key it generated in DATA_DIR. */
    kycEncryptionKey: e.KYC_ENCRYPTION_KEY ?? null,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    /** The outbox page at /dev/mail: only on the demo chain, never in production, whatever else is set. */
    devMail: !production && e.CHAIN === "local",
    adminEmails: e.ADMIN_EMAILS,
    operatorSignInMaxAgeMs: e.OPERATOR_SIGN_IN_MAX_AGE_HOURS * 3_600_000,
    chain:
      e.CHAIN === "arbitrum"
        ? ({
            kind: "arbitrum",
            chainId: 42161,
            rpcUrls: e.RPC_URLS ?? [],
            rpcTimeoutMs: e.RPC_TIMEOUT_MS,
            usdt: e.USDT_ADDRESS,
            // Required on Arbitrum (requiredOnArbitrum, checked above): the fallback is never used.
            saleWallet: e.SALE_WALLET ?? zeroAddress,
            startBlock: e.START_BLOCK ?? 0n,
            finality:
              e.FINALITY === undefined || e.FINALITY === "finalized"
                ? ({ kind: "tag" } as const)
                : ({ kind: "depth", blocks: BigInt(e.FINALITY) } as const),
            explorerKeys: e.ETHERSCAN_API_KEYS ?? [],
            /** null until deployed and configured: the distribution and dividend features wait for them. */
            distribution: {
              pxlToken: e.PXL_TOKEN_ADDRESS ?? null,
              pxlDistributor: e.PXL_DISTRIBUTOR_ADDRESS ?? null,
              dividendDistributor: e.DIVIDEND_DISTRIBUTOR_ADDRESS ?? null,
            },
          } as const)
        : ({
            kind: "local",
            stateFile: path.join(dataDir, "anvil-state.json"),
            startTime: e.LOCAL_CHAIN_START_TIME ?? null,
            // The demo chain mines a block a second: a payment is final two blocks after it.
            finality: {
              kind: "depth",
              blocks: BigInt(typeof e.FINALITY === "number" ? e.FINALITY : 2),
            } as const,
          } as const),
    indexerIntervalMs: e.INDEXER_INTERVAL_MS,
    walletConnectProjectId: e.WALLETCONNECT_PROJECT_ID ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}

export type Config = ReturnType<typeof loadConfig>;
