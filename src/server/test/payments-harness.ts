import { getAddress, type Hex } from "viem";
import { afterAll, beforeAll } from "vitest";
import type { Finality } from "@/server/chain/finality";
import { anvilWallet } from "@/server/chain/local-chain";
import { createIndexer } from "@/server/payments/indexer";
import { type PaymentsChain, startPaymentsChain } from "@/server/payments/indexer-fixture";
import type { AccountHarness } from "@/server/test/account-harness";
import { startSmtpSink } from "@/server/test/smtp-sink";
import { createTestApp } from "@/server/test/test-app";
import { createTestDatabase } from "@/server/test/test-database";

type DemoWallet = NonNullable<PaymentsChain["chain"]["demoWallets"][0]>;

export interface PaymentsHarness extends AccountHarness {
  /** A local chain with the mock USDT, a sale wallet (anvil account 1) and funded demo wallets. */
  chain: PaymentsChain;
  /** What the API reads payments from (its chain routes are mounted). */
  target: {
    client: PaymentsChain["client"];
    chainId: number;
    usdt: `0x${string}`;
    saleWallet: `0x${string}`;
    /** As on the demo chain: a block is final two blocks below the head. */
    finality: Finality;
  };
  demo(n: number): DemoWallet;
  /**
   * A real, final refund: `amount` paid into the sale wallet by demo wallet 0, then sent from it to
   * `to`, and blocks mined until that transfer is final.
   */
  refundFromSaleWallet(amount: bigint, to: string): Promise<Hex>;
  /** One tick of a fresh indexer reading the sale wallet from block 0, as the server's would. */
  indexOnce(): Promise<void>;
}

/**
 * The account harness (database, real SMTP, the API in-process) with payments on a real local
 * chain: for tests of what happens once money arrives.
 */
export function usePaymentsHarness(engine: "pglite" | "postgres"): PaymentsHarness {
  const h = {} as PaymentsHarness;
  beforeAll(async () => {
    [h.database, h.smtp, h.chain] = await Promise.all([
      createTestDatabase(engine),
      startSmtpSink(),
      startPaymentsChain(),
    ]);
    h.target = {
      client: h.chain.client,
      chainId: h.chain.chain.chainId,
      usdt: h.chain.chain.usdt,
      saleWallet: h.chain.chain.saleWallet,
      finality: { kind: "depth", blocks: 2n },
    };
    const mail = { smtpUrl: h.smtp.url, from: "PXL <no-reply@pxl.example>" };
    h.api = createTestApp(h.database, { mail }, { chain: h.target });
    h.appWith = (settings) => createTestApp(h.database, { mail, ...settings }, { chain: h.target });
    h.demo = (n) => {
      const wallet = h.chain.chain.demoWallets[n];
      if (!wallet) throw new Error(`no demo wallet ${n}`);
      return wallet;
    };
    h.indexOnce = async () => {
      await createIndexer({ db: h.database.db, ...h.target, startBlock: 0n }).tick();
    };
    h.refundFromSaleWallet = async (amount, to) => {
      await h.chain.transfer(h.demo(0), h.chain.chain.saleWallet, amount);
      const refund = await h.chain.transfer(anvilWallet(1), getAddress(to), amount);
      await h.chain.mine(2);
      return refund.transactionHash;
    };
  });
  afterAll(() => Promise.all([h.smtp?.close(), h.database?.destroy(), h.chain?.stop()]));
  return h;
}
