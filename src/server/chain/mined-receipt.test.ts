import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  type PublicClient,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  anvilWallet,
  DEMO_WALLET_USDT,
  demoWallet,
  type LocalChain,
  localViemChain,
  startLocalChain,
} from "@/server/chain/local-chain";
import { minedReceipt } from "@/shared/chain/mined-receipt";
import { minedPayment } from "@/shared/payments/mined-payment";

/*
 * A wallet may replace a pending transaction under its nonce: a speed-up keeps the call, a
 * cancellation or another call drops it. Before, the claim flows took any replacement but a
 * cancellation for their own call, so a claim the wallet replaced by another call read "Claimed!"
 * when that call succeeded. Driven with a real node: anvil holds the first transaction in its pool
 * (no automine) while the wallet sends the replacement, then mines it.
 */
interface Call {
  to: Address;
  data?: Hex;
  value: bigint;
}

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

  const walletOf = (account: typeof sender) =>
    createWalletClient({ chain: localViemChain(anvil.rpcUrl), transport: http(anvil.rpcUrl), account });

  const approve = (amount: bigint) => ({
    to: anvil.usdt,
    data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [anvil.saleWallet, amount] }),
    value: 0n,
  });

  const transfer = (amount: bigint, to: Address = anvil.saleWallet) => ({
    to: anvil.usdt,
    data: encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [to, amount] }),
    value: 0n,
  });

  /** Sends `ours`, lets the watch see it pending, sends `replacement` under its nonce, mines one block. */
  async function replace(replacement: (ours: Call) => Call, ours: Call = approve(1n), from = sender) {
    const wallet = walletOf(from);
    await rpc("evm_setAutomine", [false]);
    try {
      const nonce = await client.getTransactionCount({ address: from.address, blockTag: "pending" });
      const fees = { maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n, gas: 100_000n };
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
    expect(mined.replacedBy).toBeNull();
  });

  it("says a transaction replaced by another call is not ours, though that call succeeded", async () => {
    const { sent, replacedBy, mined } = await replace(() => approve(2n));
    expect(replacedBy).not.toBe(sent);
    expect(mined.receipt.transactionHash).toBe(replacedBy);
    expect(mined.receipt.status).toBe("success");
    expect(mined.replacedBy).toBe("replaced");
  });

  it("says a cancelled transaction is not ours", async () => {
    const { mined } = await replace(() => ({ to: sender.address, value: 0n }));
    expect(mined.receipt.status).toBe("success");
    expect(mined.replacedBy).toBe("cancelled");
  });

  it("follows a transaction mined as sent", async () => {
    const wallet = walletOf(sender);
    const sent = await wallet.sendTransaction(approve(3n));
    const mined = await minedReceipt(client, sent, 25);
    expect(mined).toMatchObject({ replacedBy: null, receipt: { transactionHash: sent, status: "success" } });
  });

  /*
   * A wallet payment is judged by what its mined transaction did. Before, the payment page took any
   * replacement but a cancellation for the transfer it sent, and claimed an approval as a payment.
   */
  describe("a wallet payment", () => {
    const buyer = privateKeyToAccount(demoWallet(1).privateKey);
    const sale = () => ({ usdt: anvil.usdt, saleWallet: anvil.saleWallet });
    const paying = (replacement: (ours: Call) => Call, ours = transfer(5n * 10n ** 6n)) =>
      replace(replacement, ours, buyer).then(({ mined }) => minedPayment(mined, sale()));

    it("is paid when mined as sent, sped up, or replaced by another transfer to the sale", async () => {
      const wallet = walletOf(buyer);
      const sent = await wallet.sendTransaction(transfer(1n));
      expect(minedPayment(await minedReceipt(client, sent, 25), sale())).toBe("paid");
      expect(await paying((ours) => ours)).toBe("paid");
      // Some wallets let the amount be edited: the replacement is still a payment to the sale.
      expect(await paying(() => transfer(7n * 10n ** 6n))).toBe("paid");
    });

    it("moved nothing to the sale when the wallet cancelled it or put another call in its place", async () => {
      expect(await paying(() => ({ to: buyer.address, value: 0n }))).toBe("cancelled");
      expect(await paying(() => approve(5n))).toBe("replaced");
      expect(await paying(() => transfer(5n, sender.address))).toBe("replaced");
    });

    it("moved nothing when the transfer reverted", async () => {
      const wallet = walletOf(buyer);
      const sent = await wallet.sendTransaction({ ...transfer(DEMO_WALLET_USDT + 1n), gas: 100_000n });
      expect(minedPayment(await minedReceipt(client, sent, 25), sale())).toBe("reverted");
    });
  });
});
