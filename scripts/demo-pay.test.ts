import { createPublicClient, http } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_WALLET_USDT, type LocalChain, startLocalChain } from "../src/server/chain/local-chain";
import { mockUsdtAbi } from "../src/server/chain/mock-usdt";
import { DemoPayError, parseDemoPayArgs, pay } from "./demo-pay";

describe("demo:pay arguments", () => {
  it("reads the amount in USDT and the demo wallet (1 by default)", () => {
    expect(parseDemoPayArgs(["250"])).toEqual({ amount: 250_000_000n, from: 1 });
    expect(parseDemoPayArgs(["0.639", "--from", "3"])).toEqual({ amount: 639_000n, from: 3 });
    expect(parseDemoPayArgs(["--from=4", "1,000.5"])).toEqual({ amount: 1_000_500_000n, from: 4 });
    expect(parseDemoPayArgs(["0.000001"])).toEqual({ amount: 1n, from: 1 });
  });

  it.each([
    [[], /amount in USDT is missing/],
    [["abc"], /"abc" is not an amount of USDT/],
    [["1.0000001"], /is not an amount of USDT/],
    [["1,0,0"], /is not an amount of USDT/],
    [["0"], /more than 0 USDT/],
    [["-5"], /Unknown option '-5'/],
    [["5", "6"], /Unexpected arguments: 6/],
    [["5", "--from", "0"], /--from 0: there are demo wallets 1 to 4/],
    [["5", "--from", "5"], /--from 5: there are demo wallets 1 to 4/],
    [["5", "--from", "1.5"], /--from 1.5: there are demo wallets 1 to 4/],
    [["5", "--from"], /Usage: npm run demo:pay/],
    [["5", "--to", "x"], /Unknown option '--to'/],
  ])("refuses %j", (argv, message) => {
    expect(() => parseDemoPayArgs(argv)).toThrow(DemoPayError);
    expect(() => parseDemoPayArgs(argv)).toThrow(message);
  });
});

describe("demo:pay on a local chain", () => {
  let chain: LocalChain;
  beforeAll(async () => {
    chain = await startLocalChain();
  });
  afterAll(() => chain?.stop());

  const balanceOf = (address: `0x${string}`) =>
    createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 }).readContract({
      address: chain.usdt,
      abi: mockUsdtAbi,
      functionName: "balanceOf",
      args: [address],
    });

  it("pays the sale wallet from the chosen demo wallet", async () => {
    const payment = await pay({ chain, amount: 42_500_000n, from: 2 });
    const sender = chain.demoWallets[1]?.address;
    expect(payment.sender).toBe(sender);
    expect(payment.hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await balanceOf(chain.saleWallet)).toBe(42_500_000n);
    if (sender) expect(await balanceOf(sender)).toBe(DEMO_WALLET_USDT - 42_500_000n);

    const receipt = await createPublicClient({ transport: http(chain.rpcUrl) }).getTransactionReceipt({
      hash: payment.hash,
    });
    expect(receipt.from).toBe(sender?.toLowerCase());
    expect(receipt.to).toBe(chain.usdt.toLowerCase());
  });

  it("says what a demo wallet holds when it cannot pay", async () => {
    await expect(pay({ chain, amount: DEMO_WALLET_USDT + 1n, from: 3 })).rejects.toThrow(
      /Demo wallet 3 \(0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65\) holds 1,000,000\.00 USDT, less than 1,000,000\.000001 USDT/,
    );
  });

  it("says to start the site when the chain does not answer", async () => {
    const gone = { ...chain, rpcUrl: "http://127.0.0.1:9" };
    await expect(pay({ chain: gone, amount: 1n, from: 1 })).rejects.toThrow(
      "The demo chain at http://127.0.0.1:9 does not answer: start the site with npm start first",
    );
  });
});
