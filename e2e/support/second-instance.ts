import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readChainInfo } from "../../src/server/chain/chain-info";
import { E2E_BUILD_DIR } from "./e2e-build";

/** A second server started from the same build folder as the e2e server: plain node, production. */
export interface SecondInstance {
  process: ChildProcess;
  baseUrl: string;
  origin: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `node scripts/start.mjs` on `port` as a production instance (no demo banner) with another
 * public address, on its own PostgreSQL database, reading payments from the e2e server's demo chain
 * (its chain id is Arbitrum's). Its environment is written out, so nothing of the test runner's
 * (a loader in NODE_OPTIONS) reaches it.
 */
export async function startSecondInstance({
  port,
  baseUrl,
  databaseUrl,
}: {
  port: number;
  baseUrl: string;
  databaseUrl: string;
}): Promise<SecondInstance> {
  const chain = readChainInfo(".e2e-data");
  if (!chain) throw new Error("the e2e server's demo chain is not described in .e2e-data");
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      BASE_URL: baseUrl,
      DATA_DIR: ".e2e-data-second",
      BUILD_DIR: E2E_BUILD_DIR,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: randomBytes(32).toString("base64"),
      KYC_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      SMTP_URL: "smtp://127.0.0.1:4325",
      CHAIN: "arbitrum",
      RPC_URLS: chain.rpcUrl,
      USDT_ADDRESS: chain.usdt,
      SALE_WALLET: chain.saleWallet,
      START_BLOCK: "0",
      LOG_LEVEL: "warn",
      // No .env of the developer's: this instance is configured by the lines above alone.
      ENV_FILE: "/dev/null",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second instance exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the second instance did not answer in 60 s:\n${output}`);
    const ready = await fetch(`${origin}/healthz`).then(
      (answer) => answer.status < 500,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    process: child,
    baseUrl,
    origin,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
