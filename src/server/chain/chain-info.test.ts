import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { chainInfoFile, readChainInfo, writeChainInfo } from "@/server/chain/chain-info";

describe("chain.json", () => {
  const root = mkdtempSync(path.join(tmpdir(), "chain-info-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const info = {
    rpcUrl: "http://127.0.0.1:45678",
    chainId: 42161,
    usdt: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
    saleWallet: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  } as const;

  it("is written (creating DATA_DIR) and read back", () => {
    const dataDir = path.join(root, "new", "data");
    writeChainInfo(dataDir, info);
    expect(readChainInfo(dataDir)).toEqual(info);
  });

  it("holds only the public facts of the chain it is given", () => {
    const dataDir = path.join(root, "extra");
    const deployer = { address: info.usdt, privateKey: "0xac0974bec39a17e36ba4a6b4d238ff944bacb478" };
    writeChainInfo(dataDir, { ...info, deployer, stop: async () => {} } as typeof info);
    expect(Object.keys(JSON.parse(readFileSync(chainInfoFile(dataDir), "utf8")))).toEqual([
      "rpcUrl",
      "chainId",
      "usdt",
      "saleWallet",
    ]);
  });

  it("is null when missing and an error naming the file when broken", () => {
    expect(readChainInfo(path.join(root, "nothing-here"))).toBeNull();
    const dataDir = path.join(root, "broken");
    writeChainInfo(dataDir, info);
    writeFileSync(chainInfoFile(dataDir), "{");
    expect(() => readChainInfo(dataDir)).toThrow(`${chainInfoFile(dataDir)} is not JSON`);
    writeFileSync(chainInfoFile(dataDir), JSON.stringify({ ...info, usdt: "0x1234" }));
    expect(() => readChainInfo(dataDir)).toThrow(/is not a chain description \(usdt: not an address\)/);
  });
});
