import { sql } from "drizzle-orm";
import { type Address, encodeFunctionData, type Hex } from "viem";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import type { LocalWallet } from "@/server/chain/local-chain";
import { merkleDistributorBytecode } from "@/server/chain/merkle-distributor-contract";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import type { PaymentsChain } from "@/server/payments/indexer-fixture";
import { merkleDistributorAbi, pxlTokenAbi } from "@/shared/distribution/contract-abis";
import { type Allocation, buildMerkleRound, type MerkleRound } from "@/shared/distribution/merkle-tree";

/**
 * The demo chain's distribution as tests drive it: the treasury (anvil account 0) funds a distributor,
 * sets its root, and anyone sends a claim. Test support only.
 */
export function distributionOnChain(chain: PaymentsChain) {
  const { client, walletFor } = chain;
  const treasury = chain.chain.deployer;

  async function mined(hash: Hex) {
    const receipt = await anvilReceipt(client, hash);
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return receipt;
  }

  const write = async (from: LocalWallet, address: Address, functionName: string, args: readonly unknown[]) =>
    mined(
      await walletFor(from).writeContract({
        address,
        abi: [...merkleDistributorAbi, ...pxlTokenAbi],
        functionName: functionName as never,
        args: args as never,
        chain: null,
      }),
    );

  /** `token` sent by the treasury to `distributor`, and a root over `allocations` set. */
  async function fundAndPublish(distributor: Address, token: Address, allocations: Allocation[]) {
    const round = buildMerkleRound(allocations);
    const total = allocations.reduce((sum, a) => sum + a.cumulativeAmount, 0n);
    await write(treasury, token, "transfer", [distributor, total]);
    const current = await client.readContract({
      address: distributor,
      abi: merkleDistributorAbi,
      functionName: "merkleRoot",
    });
    await write(treasury, distributor, "setMerkleRoot", [round.root, current]);
    return round;
  }

  function claimData(round: MerkleRound, account: Address): Hex {
    const leaf = round.claims.find((c) => c.account.toLowerCase() === account.toLowerCase());
    if (!leaf) throw new Error(`${account} has no leaf`);
    return encodeFunctionData({
      abi: merkleDistributorAbi,
      functionName: "claim",
      args: [leaf.account, leaf.cumulativeAmount, round.root, leaf.proof],
    });
  }

  /** `sender` claims `account`'s leaf of `round` from `distributor`. */
  async function claim(distributor: Address, round: MerkleRound, account: Address, sender: LocalWallet) {
    const hash = await walletFor(sender).sendTransaction({
      to: distributor,
      data: claimData(round, account),
      chain: null,
    });
    return mined(hash);
  }

  /** The same claim signed but not sent: sending these bytes again after a reorg mines it again. */
  async function signedClaim(
    distributor: Address,
    round: MerkleRound,
    account: Address,
    sender: LocalWallet,
  ) {
    const wallet = walletFor(sender);
    const request = await wallet.prepareTransactionRequest({
      to: distributor,
      data: claimData(round, account),
      gas: 300_000n,
      chain: null,
    });
    return wallet.signTransaction({ ...request, chain: null } as never);
  }

  /** A distributor of `token` that is not ours (nobody configured it), owned and funded by the treasury. */
  async function strangerDistributor(token: Address): Promise<Address> {
    const receipt = await mined(
      await walletFor(treasury).deployContract({
        abi: merkleDistributorAbi,
        bytecode: merkleDistributorBytecode,
        args: [token, treasury.address],
        chain: null,
      }),
    );
    if (!receipt.contractAddress) throw new Error("no contract address");
    return receipt.contractAddress;
  }

  return { treasury, fundAndPublish, claim, signedClaim, strangerDistributor, write };
}

export interface StoredClaim {
  tx_hash: string;
  distributor: string;
  account: string;
  amount: string;
  cumulative_amount: string;
  finality: string;
}

export function storedClaims(db: Db): Promise<StoredClaim[]> {
  return queryRows<StoredClaim>(
    db,
    sql`select tx_hash, distributor, account, amount::text as amount, cumulative_amount::text as cumulative_amount, finality
        from distribution_claims order by block_number, log_index`,
  );
}

export interface StoredPxlTransfer {
  tx_hash: string;
  from_address: string;
  to_address: string;
  amount: string;
  finality: string;
}

export function storedPxlTransfers(db: Db): Promise<StoredPxlTransfer[]> {
  return queryRows<StoredPxlTransfer>(
    db,
    sql`select tx_hash, from_address, to_address, amount::text as amount, finality
        from pxl_transfers order by block_number, log_index`,
  );
}
