import { type Address, encodeFunctionData } from "viem";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import type { LocalWallet } from "@/server/chain/local-chain";
import { mockUsdtAbi } from "@/server/chain/mock-usdt";
import {
  testPayerAbi,
  testPayerBytecode,
  testSmartWalletAbi,
  testSmartWalletBytecode,
} from "@/server/chain/test-contracts";
import type { PaymentsChain } from "@/server/payments/indexer-fixture";

/**
 * Payments made by contracts on the test chain: a spender contract (TestPayer) pulling from an owner
 * who approved it, and a smart-contract wallet (TestSmartWallet) paying from its own balance. Test
 * support only.
 */
export function contractPayments(chain: PaymentsChain) {
  const { client, walletFor } = chain;
  const usdt = chain.chain.usdt;

  async function mined(hash: `0x${string}`) {
    const receipt = await anvilReceipt(client, hash);
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return receipt;
  }

  async function deployed(hash: `0x${string}`): Promise<Address> {
    const receipt = await mined(hash);
    if (!receipt.contractAddress) throw new Error(`no contract address in ${hash}`);
    return receipt.contractAddress;
  }

  return {
    deployPayer: async (from: LocalWallet) =>
      deployed(
        await walletFor(from).deployContract({ abi: testPayerAbi, bytecode: testPayerBytecode, chain: null }),
      ),

    /** A TestSmartWallet whose owner is `owner` (who also deploys it). */
    deploySmartWallet: async (owner: LocalWallet) =>
      deployed(
        await walletFor(owner).deployContract({
          abi: testSmartWalletAbi,
          bytecode: testSmartWalletBytecode,
          args: [owner.address],
          chain: null,
        }),
      ),

    approve: async (owner: LocalWallet, spender: Address, amount: bigint) =>
      mined(
        await walletFor(owner).writeContract({
          address: usdt,
          abi: mockUsdtAbi,
          functionName: "approve",
          args: [spender, amount],
          chain: null,
        }),
      ),

    /** `sender` has `payer` pull USDT from each owner that approved it to each recipient, all in one transaction. */
    pull: async (
      sender: LocalWallet,
      payer: Address,
      transfers: ReadonlyArray<readonly [from: Address, to: Address, amount: bigint]>,
    ) =>
      mined(
        await walletFor(sender).writeContract({
          address: payer,
          abi: testPayerAbi,
          functionName: "pull",
          args: [
            usdt,
            transfers.map(([from]) => from),
            transfers.map(([, to]) => to),
            transfers.map(([, , amount]) => amount),
          ],
          chain: null,
        }),
      ),

    /** The smart wallet's owner has it send USDT: the Transfer log's `from` is the wallet's address. */
    payFromSmartWallet: async (owner: LocalWallet, smartWallet: Address, to: Address, amount: bigint) =>
      mined(
        await walletFor(owner).writeContract({
          address: smartWallet,
          abi: testSmartWalletAbi,
          functionName: "execute",
          args: [
            usdt,
            encodeFunctionData({ abi: mockUsdtAbi, functionName: "transfer", args: [to, amount] }),
          ],
          chain: null,
        }),
      ),
  };
}

export type ContractPayments = ReturnType<typeof contractPayments>;
