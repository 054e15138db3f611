import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Address, isAddress } from "viem";
import { z } from "zod";

/**
 * DATA_DIR/chain.json: where the running site's local chain is, for tools outside the server
 * (`npm run demo:pay`). The server writes it each time it starts the local chain.
 */
export interface ChainInfo {
  rpcUrl: string;
  chainId: number;
  usdt: Address;
  saleWallet: Address;
}

const address = z.custom<Address>((value) => typeof value === "string" && isAddress(value), "not an address");
const chainInfoSchema = z.object({
  rpcUrl: z.url({ protocol: /^https?$/ }),
  chainId: z.number().int().positive(),
  usdt: address,
  saleWallet: address,
});

export function chainInfoFile(dataDir: string): string {
  return path.join(dataDir, "chain.json");
}

/** Writes only the public facts (a LocalChain may be passed as it is), replacing the file atomically. */
export function writeChainInfo(dataDir: string, chain: ChainInfo): void {
  const { rpcUrl, chainId, usdt, saleWallet } = chain;
  const file = chainInfoFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(`${file}.tmp`, `${JSON.stringify({ rpcUrl, chainId, usdt, saleWallet }, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** null when the file does not exist (the site has not started a local chain in this DATA_DIR). */
export function readChainInfo(dataDir: string): ChainInfo | null {
  const file = chainInfoFile(dataDir);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return null;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON`);
  }
  const parsed = chainInfoSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`${file} is not a chain description (${problems})`);
  }
  return parsed.data;
}
