import { createPublicClient, createWalletClient, getContractAddress, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import { distributionAddresses } from "@/server/chain/distribution-deployment";
import {
  DEMO_WALLET_USDT,
  LOCAL_CHAIN_ID,
  type LocalChain,
  localViemChain,
  startLocalChain,
} from "@/server/chain/local-chain";
import { mockUsdtAbi } from "@/server/chain/mock-usdt";
import { merkleDistributorAbi, pxlTokenAbi } from "@/shared/distribution/contract-abis";
import { PXL_TOTAL_SUPPLY_UNITS } from "@/shared/distribution/pxl-token";

describe("startLocalChain", () => {
  let chain: LocalChain;
  beforeAll(async () => {
    chain = await startLocalChain();
  });
  afterAll(() => chain?.stop());

  const client = () =>
    createPublicClient({ chain: localViemChain(chain.rpcUrl), transport: http(chain.rpcUrl), cacheTime: 0 });
  const balanceOf = (address: `0x${string}`) =>
    client().readContract({
      address: chain.usdt,
      abi: mockUsdtAbi,
      functionName: "balanceOf",
      args: [address],
    });

  it("runs anvil with Arbitrum One's chain id and anvil's default accounts", async () => {
    expect(chain.chainId).toBe(LOCAL_CHAIN_ID);
    expect(await client().getChainId()).toBe(42161);
    expect(chain.deployer.address).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(chain.saleWallet).toBe("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    expect(chain.demoWallets.map((w) => w.address)).toEqual([
      "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
      "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
      "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65",
      "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc",
    ]);
    for (const wallet of [chain.deployer, ...chain.demoWallets]) {
      expect(privateKeyToAccount(wallet.privateKey).address).toBe(wallet.address);
    }
  });

  it("deploys MockUSDT (6 decimals) at the deployer's first CREATE address, owned by the deployer", async () => {
    expect(chain.usdt).toBe(getContractAddress({ from: chain.deployer.address, nonce: 0n }));
    const read = <F extends "decimals" | "symbol" | "name" | "owner" | "totalSupply">(functionName: F) =>
      client().readContract({ address: chain.usdt, abi: mockUsdtAbi, functionName });
    expect(await read("decimals")).toBe(6);
    expect(await read("symbol")).toBe("USDT");
    expect(await read("name")).toBe("Tether USD (demo)");
    expect(await read("owner")).toBe(chain.deployer.address);
    expect(await read("totalSupply")).toBe(4n * DEMO_WALLET_USDT);
  });

  it("deploys PXL with its whole supply in the treasury (the deployer), and two distributors it owns", async () => {
    expect({
      pxlToken: chain.pxlToken,
      pxlDistributor: chain.pxlDistributor,
      dividendDistributor: chain.dividendDistributor,
    }).toEqual(distributionAddresses(chain.deployer.address, chain.usdt));
    const token = <F extends "decimals" | "symbol" | "name" | "totalSupply">(functionName: F) =>
      client().readContract({ address: chain.pxlToken, abi: pxlTokenAbi, functionName });
    expect(await token("name")).toBe("PXL");
    expect(await token("symbol")).toBe("PXL");
    expect(await token("decimals")).toBe(18);
    expect(await token("totalSupply")).toBe(PXL_TOTAL_SUPPLY_UNITS);
    expect(
      await client().readContract({
        address: chain.pxlToken,
        abi: pxlTokenAbi,
        functionName: "balanceOf",
        args: [chain.deployer.address],
      }),
    ).toBe(PXL_TOTAL_SUPPLY_UNITS);

    const distributor = (address: `0x${string}`) =>
      Promise.all(
        (["token", "owner", "merkleRoot"] as const).map((functionName) =>
          client().readContract({ address, abi: merkleDistributorAbi, functionName }),
        ),
      );
    const noRoot = `0x${"0".repeat(64)}`;
    expect(await distributor(chain.pxlDistributor)).toEqual([chain.pxlToken, chain.deployer.address, noRoot]);
    expect(await distributor(chain.dividendDistributor)).toEqual([
      chain.usdt,
      chain.deployer.address,
      noRoot,
    ]);
  });

  it("gives each demo wallet 1,000,000 USDT and ETH for gas, the sale wallet no USDT", async () => {
    for (const wallet of chain.demoWallets) {
      expect(await balanceOf(wallet.address)).toBe(1_000_000n * 10n ** 6n);
      expect(await client().getBalance({ address: wallet.address })).toBeGreaterThan(10n ** 18n);
    }
    expect(await balanceOf(chain.saleWallet)).toBe(0n);
  });

  it("moves USDT from a demo wallet to the sale wallet", async () => {
    const [payer] = chain.demoWallets;
    if (!payer) throw new Error("no demo wallet");
    const wallet = createWalletClient({
      chain: localViemChain(chain.rpcUrl),
      transport: http(chain.rpcUrl),
      account: privateKeyToAccount(payer.privateKey),
    });
    const amount = 250_500_000n; // 250.5 USDT
    const hash = await wallet.writeContract({
      address: chain.usdt,
      abi: mockUsdtAbi,
      functionName: "transfer",
      args: [chain.saleWallet, amount],
    });
    const receipt = await anvilReceipt(client(), hash, { pollingInterval: 50 });
    expect(receipt.status).toBe("success");
    expect(await balanceOf(chain.saleWallet)).toBe(amount);
    expect(await balanceOf(payer.address)).toBe(DEMO_WALLET_USDT - amount);
  });
});
