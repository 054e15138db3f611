import { type Address, erc20Abi, type PublicClient } from "viem";
import { writeChainInfo } from "@/server/chain/chain-info";
import type { DistributionContracts } from "@/server/chain/distribution-deployment";
import { startLocalChain } from "@/server/chain/local-chain";
import { createRpcClient } from "@/server/chain/rpc-client";
import type { Config } from "@/server/config";
import type { Finality } from "@/server/payments/indexer";

export interface ChainRuntime {
  client: PublicClient;
  chainId: number;
  usdt: Address;
  saleWallet: Address;
  startBlock: bigint;
  finality: Finality;
  /**
   * The PXL token and its distributors: the demo chain's own, or those configured on Arbitrum (each
   * null until deployed and configured).
   */
  distribution: { [K in keyof DistributionContracts]: Address | null };
  /** The demo's local chain: no real money, no explorer. */
  demo: boolean;
  /** The sale wallet's USDT balance in micro-USDT. */
  saleWalletBalance(): Promise<bigint>;
  stop(): Promise<void>;
}

/**
 * The chain the site reads payments from: the demo's anvil (started here, state in DATA_DIR, a
 * block a second so payments become final) or Arbitrum through the configured endpoints.
 */
export async function startChain(config: Pick<Config, "chain" | "dataDir">): Promise<ChainRuntime> {
  const chain = config.chain;
  if (chain.kind === "local") {
    const local = await startLocalChain({
      stateFile: chain.stateFile,
      blockTimeSeconds: 1,
      startTime: chain.startTime,
    });
    writeChainInfo(config.dataDir, local);
    const client = createRpcClient([local.rpcUrl], 2_000);
    const { pxlToken, pxlDistributor, dividendDistributor } = local;
    return runtime(
      true,
      client,
      local.chainId,
      local.usdt,
      local.saleWallet,
      0n,
      chain.finality,
      { pxlToken, pxlDistributor, dividendDistributor },
      () => local.stop(),
    );
  }
  const client = createRpcClient(chain.rpcUrls, chain.rpcTimeoutMs, {
    apiKeys: chain.explorerKeys,
    chainId: chain.chainId,
  });
  return runtime(
    false,
    client,
    chain.chainId,
    chain.usdt,
    chain.saleWallet,
    chain.startBlock,
    chain.finality,
    chain.distribution,
    async () => {},
  );
}

function runtime(
  demo: boolean,
  client: PublicClient,
  chainId: number,
  usdt: Address,
  saleWallet: Address,
  startBlock: bigint,
  finality: Finality,
  distribution: ChainRuntime["distribution"],
  stop: () => Promise<void>,
): ChainRuntime {
  return {
    demo,
    client,
    chainId,
    usdt,
    saleWallet,
    startBlock,
    finality,
    distribution,
    saleWalletBalance: () =>
      client.readContract({ address: usdt, abi: erc20Abi, functionName: "balanceOf", args: [saleWallet] }),
    stop,
  };
}
