import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "@/server/config";

/** What `openssl rand -base64 32` prints. */
const SECRET = "D9W1Nm11bh4CfCRBXXsTvSm2RfV6dYuCBmxORsuMhJE=";
/** Another `openssl rand -base64 32`, and the same 32 bytes as `openssl rand -hex 32` would print them. */
const KYC_KEY = "q0xV0hC9Xb7lKJ0cJg2q7Gm1m2l0wFJ1x4oQ0h9Yf3E=";
const KYC_KEY_HEX = Buffer.from(KYC_KEY, "base64").toString("hex");

/** A complete production configuration on Arbitrum. */
const production = {
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://db/pxl",
  BASE_URL: "https://pxl.example/",
  AUTH_SECRET: SECRET,
  SMTP_URL: "smtp://mail.example:587",
  KYC_ENCRYPTION_KEY: KYC_KEY,
  CHAIN: "arbitrum",
  RPC_URLS: "https://arb1.example/rpc, https://backup.example/rpc",
  SALE_WALLET: "0x000000000000000000000000000000000000dEaD",
  START_BLOCK: "250000000",
};

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).message;
  }
  return "";
}

describe("loadConfig", () => {
  it("needs nothing for a demo: embedded database in ./data, port 3000", () => {
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe("http://localhost:3000");
    expect(config.database).toEqual({ kind: "pglite", dir: path.resolve("data/pglite") });
  });

  it("uses PostgreSQL when DATABASE_URL is set, and the given port, host and data folder", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://u@db:5432/pxl",
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: "/tmp/x",
    });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u@db:5432/pxl" });
    expect(config.port).toBe(8080);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir).toBe("/tmp/x");
    expect(config.baseUrl).toBe("http://localhost:8080");
  });

  it("refuses a production start without DATABASE_URL, BASE_URL, AUTH_SECRET, SMTP_URL and KYC_ENCRYPTION_KEY, naming each", () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: "production" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/DATABASE_URL is required/);
    expect((error as ConfigError).message).toMatch(/BASE_URL is required/);
    expect((error as ConfigError).message).toMatch(/AUTH_SECRET is required/);
    expect((error as ConfigError).message).toMatch(/SMTP_URL is required/);
    expect((error as ConfigError).message).toMatch(
      /KYC_ENCRYPTION_KEY is required when NODE_ENV=production: identity documents are encrypted with it/,
    );
  });

  it("starts in production with all five set, dropping a trailing slash from BASE_URL", () => {
    const config = loadConfig(production);
    expect(config.production).toBe(true);
    expect(config.chain).toMatchObject({
      kind: "arbitrum",
      rpcUrls: ["https://arb1.example/rpc", "https://backup.example/rpc"],
      usdt: "0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9",
      startBlock: 250_000_000n,
      finality: { kind: "tag" },
    });
    expect(config.baseUrl).toBe("https://pxl.example");
  });

  it("refuses the demo chain in production, and Arbitrum without its endpoints, wallet and start block", () => {
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        DATABASE_URL: "postgres://db/x",
        BASE_URL: "https://x",
        AUTH_SECRET: SECRET,
        SMTP_URL: "smtp://m",
      }),
    ).toThrow(/CHAIN must be arbitrum/);
    const { RPC_URLS: _r, SALE_WALLET: _w, START_BLOCK: _b, ...withoutChain } = production;
    const message = problemsOf(withoutChain);
    expect(message).toMatch(/RPC_URLS is required when CHAIN=arbitrum/);
    expect(message).toMatch(/SALE_WALLET is required/);
    expect(message).toMatch(/START_BLOCK is required/);
  });

  it("refuses Arbitrum without NODE_ENV=production, saying why", () => {
    for (const NODE_ENV of [undefined, "development", "test"]) {
      const message = problemsOf({ ...production, NODE_ENV: NODE_ENV as string });
      expect(message, NODE_ENV).toMatch(/CHAIN=arbitrum needs NODE_ENV=production: it moves real money/);
    }
    expect(loadConfig(production).chain.kind).toBe("arbitrum");
  });

  it("serves the mail outbox only on the demo chain and never in production", () => {
    expect(loadConfig({}).devMail).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).devMail).toBe(true);
    expect(loadConfig(production).devMail).toBe(false);
  });

  it("refuses an AUTH_SECRET without real entropy, saying how to make one", () => {
    for (const weak of [
      "a".repeat(32),
      "abc".repeat(20),
      "1".repeat(16) + "2".repeat(16),
      "01234567890123456789012345678901",
    ]) {
      expect(problemsOf({ AUTH_SECRET: weak }), weak).toMatch(/AUTH_SECRET: .*openssl rand -base64 32/);
    }
    expect(problemsOf({ AUTH_SECRET: "short" })).toMatch(/AUTH_SECRET: must be at least 32 characters/);
    expect(loadConfig({ AUTH_SECRET: SECRET }).authSecret).toBe(SECRET);
  });

  it("reads KYC_ENCRYPTION_KEY as 32 bytes in base64 or hex, and refuses anything else saying how to make one", () => {
    const key = Buffer.from(KYC_KEY, "base64");
    expect(loadConfig({}).kycEncryptionKey).toBeNull();
    expect(loadConfig({ KYC_ENCRYPTION_KEY: KYC_KEY }).kycEncryptionKey).toEqual(key);
    expect(loadConfig({ KYC_ENCRYPTION_KEY: KYC_KEY_HEX }).kycEncryptionKey).toEqual(key);
    expect(loadConfig({ KYC_ENCRYPTION_KEY: key.toString("base64url") }).kycEncryptionKey).toEqual(key);
    for (const bad of ["short", KYC_KEY_HEX.slice(2), `${KYC_KEY_HEX}00`, "secret".repeat(8)]) {
      expect(problemsOf({ KYC_ENCRYPTION_KEY: bad }), bad).toMatch(
        /KYC_ENCRYPTION_KEY: must be 32 bytes in base64 or hex: make one with `openssl rand -base64 32`/,
      );
    }
    expect(problemsOf({ KYC_ENCRYPTION_KEY: "0".repeat(64) })).toMatch(
      /KYC_ENCRYPTION_KEY: is a placeholder, not random bytes/,
    );
  });

  it("runs the demo on the local chain with its state in DATA_DIR, final two blocks deep", () => {
    expect(loadConfig({ DATA_DIR: "/tmp/d" }).chain).toEqual({
      kind: "local",
      stateFile: "/tmp/d/anvil-state.json",
      startTime: null,
      finality: { kind: "depth", blocks: 2n },
    });
  });

  it("starts the demo chain at LOCAL_CHAIN_START_TIME, a past ISO date or date and time, only on the local chain", () => {
    const startOf = (value: string) => {
      const { chain } = loadConfig({ LOCAL_CHAIN_START_TIME: value });
      return chain.kind === "local" ? chain.startTime : undefined;
    };
    expect(startOf("2026-06-01")).toEqual(new Date("2026-06-01T00:00:00Z"));
    expect(startOf("2026-06-01T08:30:00+02:00")).toEqual(new Date("2026-06-01T06:30:00Z"));
    for (const bad of ["1 June 2026", "2026-06-31", "2026-06-01T00:00:00", "1780272000"]) {
      expect(problemsOf({ LOCAL_CHAIN_START_TIME: bad }), bad).toMatch(
        /LOCAL_CHAIN_START_TIME: must be an ISO date \(2026-06-01\) or date and time/,
      );
    }
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    expect(problemsOf({ LOCAL_CHAIN_START_TIME: nextYear })).toMatch(
      /LOCAL_CHAIN_START_TIME: must not be in the future/,
    );
    expect(problemsOf({ ...production, LOCAL_CHAIN_START_TIME: "2026-06-01" })).toMatch(
      /LOCAL_CHAIN_START_TIME is only read with CHAIN=local/,
    );
  });

  it("names the variable that has a bad value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x/y" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ BASE_URL: "ftp://x" })).toThrow(/BASE_URL/);
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ SALE_WALLET: "0x123" })).toThrow(/SALE_WALLET: must be a 0x address/);
    expect(() => loadConfig({ RPC_URLS: "ftp://x" })).toThrow(/RPC_URLS/);
  });

  describe("the distribution contracts", () => {
    const PXL = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
    const PXL_DISTRIBUTOR = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512";
    const DIVIDEND_DISTRIBUTOR = "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0";

    it("are optional on Arbitrum until deployed", () => {
      const config = loadConfig(production);
      expect(config.chain.kind === "arbitrum" && config.chain.distribution).toEqual({
        pxlToken: null,
        pxlDistributor: null,
        dividendDistributor: null,
      });
    });

    it("are read on Arbitrum, checksummed whatever case they were given in", () => {
      const config = loadConfig({
        ...production,
        PXL_TOKEN_ADDRESS: PXL.toLowerCase(),
        PXL_DISTRIBUTOR_ADDRESS: PXL_DISTRIBUTOR,
        DIVIDEND_DISTRIBUTOR_ADDRESS: DIVIDEND_DISTRIBUTOR.toLowerCase(),
      });
      expect(config.chain.kind === "arbitrum" && config.chain.distribution).toEqual({
        pxlToken: PXL,
        pxlDistributor: PXL_DISTRIBUTOR,
        dividendDistributor: DIVIDEND_DISTRIBUTOR,
      });
      // The dividends may start before the token is distributed.
      const dividendsOnly = loadConfig({ ...production, DIVIDEND_DISTRIBUTOR_ADDRESS: DIVIDEND_DISTRIBUTOR });
      expect(dividendsOnly.chain.kind === "arbitrum" && dividendsOnly.chain.distribution).toMatchObject({
        pxlToken: null,
        dividendDistributor: DIVIDEND_DISTRIBUTOR,
      });
    });

    it("must be addresses, with a valid checksum when in mixed case", () => {
      expect(problemsOf({ ...production, PXL_TOKEN_ADDRESS: "0x123" })).toMatch(
        /PXL_TOKEN_ADDRESS: must be a 0x address/,
      );
      const badChecksum = PXL.replace("FbDB", "fbDB");
      expect(
        problemsOf({ ...production, PXL_TOKEN_ADDRESS: PXL, PXL_DISTRIBUTOR_ADDRESS: badChecksum }),
      ).toMatch(/PXL_DISTRIBUTOR_ADDRESS: must be a 0x address \(a mixed-case one with a valid checksum\)/);
      expect(problemsOf({ ...production, DIVIDEND_DISTRIBUTOR_ADDRESS: "pxl.eth" })).toMatch(
        /DIVIDEND_DISTRIBUTOR_ADDRESS: must be a 0x address/,
      );
    });

    it("refuse a PXL distributor without its token, and one contract named twice", () => {
      expect(problemsOf({ ...production, PXL_DISTRIBUTOR_ADDRESS: PXL_DISTRIBUTOR })).toMatch(
        /PXL_DISTRIBUTOR_ADDRESS needs PXL_TOKEN_ADDRESS/,
      );
      expect(
        problemsOf({ ...production, PXL_TOKEN_ADDRESS: PXL, PXL_DISTRIBUTOR_ADDRESS: PXL.toLowerCase() }),
      ).toMatch(/must be three different contracts/);
    });

    it("are refused on the demo chain, which deploys its own", () => {
      expect(problemsOf({ PXL_TOKEN_ADDRESS: PXL })).toMatch(
        /PXL_TOKEN_ADDRESS is only read with CHAIN=arbitrum: the demo chain deploys its own contracts/,
      );
      expect(loadConfig({}).chain).not.toHaveProperty("distribution");
    });
  });
});
