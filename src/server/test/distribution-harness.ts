import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll } from "vitest";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import {
  type LocalChain,
  type LocalWallet,
  localViemChain,
  startLocalChain,
} from "@/server/chain/local-chain";
import { createRpcClient } from "@/server/chain/rpc-client";
import { type AccountHarness, useAccountHarness } from "@/server/test/account-harness";
import { createTestApp } from "@/server/test/test-app";

export interface DistributionHarness {
  h: AccountHarness;
  /** anvil with MockUSDT, PXL and both distributors (owned by `chain.deployer`, the treasury). */
  chain: LocalChain;
  /** The API on that chain, with the distribution's contracts configured. */
  api: ReturnType<typeof createTestApp>;
}

/** The account harness, the demo chain's contracts, and an app that reads them: the distribution's API tests. */
export function useDistributionHarness(engine: "pglite" | "postgres"): DistributionHarness {
  const harness = { h: useAccountHarness(engine) } as DistributionHarness;
  beforeAll(async () => {
    const chain = await startLocalChain({ stateFile: null });
    const { pxlToken, pxlDistributor, dividendDistributor } = chain;
    harness.chain = chain;
    harness.api = createTestApp(
      harness.h.database,
      { mail: { smtpUrl: harness.h.smtp.url, from: "PXL <no-reply@pxl.example>" } },
      {
        chain: {
          client: createRpcClient([chain.rpcUrl], 5_000),
          chainId: chain.chainId,
          usdt: chain.usdt,
          saleWallet: chain.saleWallet,
          distribution: { pxlToken, pxlDistributor, dividendDistributor },
        },
      },
    );
  });
  afterAll(() => harness.chain?.stop());
  return harness;
}

/**
 * `from` calls `functionName` on `to`, and the transaction is mined. The gas is given, so a call the
 * contract refuses is still sent and mined as reverted (the receipt says so).
 */
export async function sendCall(
  chain: LocalChain,
  from: LocalWallet,
  to: Address,
  call: { abi: Abi; functionName: string; args: readonly unknown[] },
) {
  const transport = http(chain.rpcUrl);
  const wallet = createWalletClient({
    chain: localViemChain(chain.rpcUrl),
    transport,
    account: privateKeyToAccount(from.privateKey),
  });
  const hash = await wallet.sendTransaction({ to, data: encodeFunctionData(call as never), gas: 500_000n });
  return anvilReceipt(createPublicClient({ transport, pollingInterval: 20 }), hash);
}
