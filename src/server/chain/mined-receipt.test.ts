import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  http,
  type PublicClient,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anvilWallet, type LocalChain, localViemChain, startLocalChain } from "@/server/chain/local-chain";
import { minedReceipt } from "@/shared/chain/mined-receipt";

/*
 * A wallet may replace a pending transaction under its nonce: a speed-up keeps the call, a
 * cancellation or another call drops it. Before, the claim flows took any replacement but a
 * cancellation for their own call, so a claim the wallet replaced by another call read "Claimed!"
 * when that call succeeded. Driven with a real node: anvil holds the first transaction in its pool
 * (no automine) while the wallet sends the replacement, then mines it.
 */
describe("following a transaction the wallet replaced", () => {
  let anvil: LocalChain;
  let client: PublicClient;
  const sender = privateKeyToAccount(anvilWallet(9).privateKey);
  const rpc = (method: string, params: unknown[] = []) =>
    client.request({ method: method as never, params: params as never });

  beforeAll(async () => {
    anvil = await startLocalChain({ stateFile: null });
    client = createPublicClient({ chain: localViemChain(anvil.rpcUrl), transport: http(anvil.rpcUrl) });
  });
  afterAll(() => anvil?.stop());

  const approve = (amount: bigint) => ({
    to: anvil.usdt,
    data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [anvil.saleWallet, amount] }),
    value: 0n,
  });

  /** Sends `ours`, lets the watch see it pending, sends `replacement` under its nonce, mines one block. */
  async function replace(
    replacement: (ours: ReturnType<typeof approve>) => {
      to: `0x${string}`;
      data?: `0x${string}`;
      value: bigint;
    },
  ) {
    const wallet = createWalletClient({
      chain: localViemChain(anvil.rpcUrl),
      transport: http(anvil.rpcUrl),
      account: sender,
    });
    await rpc("evm_setAutomine", [false]);
    try {
      const nonce = await client.getTransactionCount({ address: sender.address, blockTag: "pending" });
      const fees = { maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n, gas: 100_000n };
      const ours = approve(1n);
      const sent = await wallet.sendTransaction({ ...ours, nonce, ...fees });
      const watch = minedReceipt(client, sent, 25);
      // The watch must have seen our transaction pending to recognise its replacement (as a wallet's does).
      await new Promise((resolve) => setTimeout(resolve, 300));
      const replacedBy: Hash = await wallet.sendTransaction({
        ...replacement(ours),
        nonce,
        maxFeePerGas: fees.maxFeePerGas * 2n,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas * 2n,
        gas: fees.gas,
      });
      await rpc("evm_mine");
      const mined = await watch;
      return { sent, replacedBy, mined };
    } finally {
      await rpc("evm_setAutomine", [true]);
    }
  }

  it("keeps a sped-up transaction as ours: the same call at a higher fee", async () => {
    const { replacedBy, mined } = await replace((ours) => ours);
    expect(mined.receipt.transactionHash).toBe(replacedBy);
    expect(mined.receipt.status).toBe("success");
    expect(mined.ours).toBe(true);
  });

  it("says a transaction replaced by another call is not ours, though that call succeeded", async () => {
    const { sent, replacedBy, mined } = await replace(() => approve(2n));
    expect(replacedBy).not.toBe(sent);
    expect(mined.receipt.transactionHash).toBe(replacedBy);
    expect(mined.receipt.status).toBe("success");
    expect(mined.ours).toBe(false);
  });

  it("says a cancelled transaction is not ours", async () => {
    const { mined } = await replace(() => ({ to: sender.address, value: 0n }));
    expect(mined.receipt.status).toBe("success");
    expect(mined.ours).toBe(false);
  });

  it("follows a transaction mined as sent", async () => {
    const wallet = createWalletClient({
      chain: localViemChain(anvil.rpcUrl),
      transport: http(anvil.rpcUrl),
      account: sender,
    });
    const sent = await wallet.sendTransaction(approve(3n));
    const mined = await minedReceipt(client, sent, 25);
    expect(mined).toMatchObject({ ours: true, receipt: { transactionHash: sent, status: "success" } });
  });
});
