import type { LocalChain } from "@/server/chain/local-chain";
import { mockUsdtAbi } from "@/server/chain/mock-usdt";
import { createRpcClient } from "@/server/chain/rpc-client";
import type { Db } from "@/server/db/client";
import type { DistributionChain } from "@/server/distribution/distributor-chain";
import { publishRound, roundPublishing } from "@/server/distribution/publish-round";
import { saveDividendRound } from "@/server/distribution/save-round";
import { sendCall } from "@/server/test/distribution-harness";
import { USDT } from "@/server/test/operator-fixtures";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import type { DividendPeriod } from "@/shared/distribution/dividend-period";
import { setRootArgs } from "@/shared/distribution/round-publishing";

/** The local chain's contracts as the distribution code reads them. */
export function distributionChainOf(anvil: LocalChain): DistributionChain {
  return {
    client: createRpcClient([anvil.rpcUrl], 5_000),
    chainId: anvil.chainId,
    usdt: anvil.usdt,
    distribution: {
      pxlToken: anvil.pxlToken,
      pxlDistributor: anvil.pxlDistributor,
      dividendDistributor: anvil.dividendDistributor,
    },
  };
}

const operator = { userId: "op", label: "op@example.ge" };

/**
 * What the console does for a period's dividend, without the console: saves it (operator "op", who
 * must exist), funds the distributor with the shortfall, sets the root as the treasury and publishes.
 * Returns what publishing returns, for the notifications.
 */
export async function publishDividend(
  db: Db,
  anvil: LocalChain,
  chain: DistributionChain,
  period: DividendPeriod,
  profit = 100_000n * USDT,
) {
  const saved = await saveDividendRound(db, operator, { period, profit, reason: "accounts" });
  if (saved.status !== "saved") throw new Error(`not saved: ${saved.status}`);
  const state = await roundPublishing(db, chain, "dividend", saved.id);
  if (state.status !== "ok") throw new Error(`cannot publish: ${state.reason}`);
  const { shortfall } = state.publishing;
  if (BigInt(shortfall) > 0n)
    await sendCall(anvil, anvil.deployer, anvil.usdt, {
      abi: mockUsdtAbi,
      functionName: "mint",
      args: [anvil.dividendDistributor, BigInt(shortfall)],
    });
  const setRoot = await sendCall(anvil, anvil.deployer, anvil.dividendDistributor, {
    abi: merkleDistributorAbi,
    functionName: "setMerkleRoot",
    args: setRootArgs(state.publishing),
  });
  const published = await publishRound(db, chain, operator, "dividend", saved.id, setRoot.transactionHash);
  if (published.status !== "published") throw new Error(`not published: ${published.reason}`);
  return { roundId: saved.id, ...published };
}
