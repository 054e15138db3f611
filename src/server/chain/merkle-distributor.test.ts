import fc from "fast-check";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseEventLogs,
  zeroAddress,
  zeroHash,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import { type LocalChain, type LocalWallet, startLocalChain } from "@/server/chain/local-chain";
import { merkleDistributorBytecode } from "@/server/chain/merkle-distributor-contract";
import { mockUsdtAbi } from "@/server/chain/mock-usdt";
import { testReentrantTokenAbi, testReentrantTokenBytecode } from "@/server/chain/test-contracts";
import { merkleDistributorAbi, pxlTokenAbi } from "@/shared/distribution/contract-abis";
import { type Allocation, buildMerkleRound, type MerkleClaim } from "@/shared/distribution/merkle-tree";

const PXL = 10n ** 18n;

describe("CumulativeMerkleDistributor on anvil", () => {
  let chain: LocalChain;
  let client: PublicClient;
  let treasury: LocalWallet;
  let holders: LocalWallet[];
  beforeAll(async () => {
    chain = await startLocalChain();
    client = createPublicClient({
      transport: http(chain.rpcUrl),
      cacheTime: 0,
      pollingInterval: 50,
    }) as PublicClient;
    treasury = chain.deployer;
    holders = chain.demoWallets;
  });
  afterAll(() => chain?.stop());

  const walletFor = (wallet: LocalWallet) =>
    createWalletClient({ account: privateKeyToAccount(wallet.privateKey), transport: http(chain.rpcUrl) });
  const mined = async (hash: Hex) => {
    const receipt = await anvilReceipt(client, hash);
    expect(receipt.status).toBe("success");
    return receipt;
  };
  const holder = (i: number) => {
    const wallet = holders[i];
    if (!wallet) throw new Error(`no demo wallet ${i}`);
    return wallet;
  };
  const balanceOf = (token: Address, account: Address) =>
    client.readContract({ address: token, abi: pxlTokenAbi, functionName: "balanceOf", args: [account] });

  /** A fresh distributor of `token`, owned by the treasury and holding `funding` of it. */
  async function distributor(funding: bigint, token: Address = chain.pxlToken): Promise<Address> {
    const receipt = await mined(
      await walletFor(treasury).deployContract({
        abi: merkleDistributorAbi,
        bytecode: merkleDistributorBytecode,
        args: [token, treasury.address],
        chain: null,
      }),
    );
    const address = receipt.contractAddress;
    if (!address) throw new Error("no contract address");
    if (funding > 0n) {
      await mined(
        await walletFor(treasury).writeContract({
          address: token,
          abi: pxlTokenAbi,
          functionName: "transfer",
          args: [address, funding],
          chain: null,
        }),
      );
    }
    return address;
  }

  const rootOf = (address: Address) =>
    client.readContract({ address, abi: merkleDistributorAbi, functionName: "merkleRoot" });

  async function publish(address: Address, allocations: Allocation[], by: LocalWallet = treasury) {
    const round = buildMerkleRound(allocations);
    const receipt = await mined(
      await walletFor(by).writeContract({
        address,
        abi: merkleDistributorAbi,
        functionName: "setMerkleRoot",
        args: [round.root, await rootOf(address)],
        chain: null,
      }),
    );
    return { ...round, receipt };
  }

  const claimOf = (round: { claims: MerkleClaim[] }, account: Address) => {
    const found = round.claims.find((c) => c.account === account);
    if (!found) throw new Error(`${account} is not in the round`);
    return found;
  };

  const claimArgs = (claim: MerkleClaim, root: Hex) =>
    [claim.account, claim.cumulativeAmount, root, claim.proof] as const;

  async function claim(address: Address, c: MerkleClaim, root: Hex, sender: LocalWallet) {
    const receipt = await mined(
      await walletFor(sender).writeContract({
        address,
        abi: merkleDistributorAbi,
        functionName: "claim",
        args: claimArgs(c, root),
        chain: null,
      }),
    );
    return parseEventLogs({ abi: merkleDistributorAbi, logs: receipt.logs, eventName: "Claimed" });
  }

  /** The token's errors too: a claim the distributor cannot cover fails inside the token's transfer. */
  const claimErrorsAbi = [...merkleDistributorAbi, ...pxlTokenAbi.filter((entry) => entry.type === "error")];
  /** The same call run by the node (eth_call): a refusal rejects with the custom error's name and arguments. */
  const simulateClaim = (
    address: Address,
    args: ReturnType<typeof claimArgs>,
    sender: LocalWallet = holder(0),
  ) =>
    client.simulateContract({
      address,
      abi: claimErrorsAbi,
      functionName: "claim",
      args,
      account: sender.address,
    });

  const claimed = (address: Address, account: Address) =>
    client.readContract({
      address,
      abi: merkleDistributorAbi,
      functionName: "cumulativeClaimed",
      args: [account],
    });

  it("pays a valid claim to the account, once: a second claim of the same round is refused", async () => {
    const [a, b] = [holder(0).address, holder(1).address];
    const d = await distributor(1_000n * PXL);
    const round = await publish(d, [
      { account: a, cumulativeAmount: 391_230_000_000_000_000_000n },
      { account: b, cumulativeAmount: 5n * PXL },
    ]);
    const before = await balanceOf(chain.pxlToken, a);

    const events = await claim(d, claimOf(round, a), round.root, holder(0));
    expect(events.map((e) => e.args)).toEqual([
      { account: a, amount: 391_230_000_000_000_000_000n, cumulativeAmount: 391_230_000_000_000_000_000n },
    ]);
    expect((await balanceOf(chain.pxlToken, a)) - before).toBe(391_230_000_000_000_000_000n);
    expect(await balanceOf(chain.pxlToken, d)).toBe(1_000n * PXL - 391_230_000_000_000_000_000n);
    expect(await claimed(d, a)).toBe(391_230_000_000_000_000_000n);

    await expect(simulateClaim(d, claimArgs(claimOf(round, a), round.root))).rejects.toThrow(
      /NothingToClaim/,
    );
    expect((await balanceOf(chain.pxlToken, a)) - before).toBe(391_230_000_000_000_000_000n);
  });

  it("pays only the difference in a later cumulative round, and a skipped round all at once", async () => {
    const [a, b, c] = [holder(0).address, holder(1).address, holder(2).address];
    const d = await distributor(1_000n * PXL);
    const first = await publish(d, [
      { account: a, cumulativeAmount: 100n * PXL },
      { account: b, cumulativeAmount: 50n * PXL },
    ]);
    await claim(d, claimOf(first, a), first.root, holder(0));

    const second = await publish(d, [
      { account: a, cumulativeAmount: 250n * PXL },
      { account: b, cumulativeAmount: 50n * PXL },
      { account: c, cumulativeAmount: 10n * PXL },
    ]);
    const [rootUpdate] = parseEventLogs({
      abi: merkleDistributorAbi,
      logs: second.receipt.logs,
      eventName: "MerkleRootUpdated",
    });
    expect(rootUpdate?.args).toEqual({ previousRoot: first.root, newRoot: second.root });

    const paid = async (account: Address, sender: LocalWallet) =>
      (await claim(d, claimOf(second, account), second.root, sender)).map((e) => e.args.amount);
    expect(await paid(a, holder(0))).toEqual([150n * PXL]);
    expect(await paid(b, holder(1))).toEqual([50n * PXL]); // never claimed the first round
    expect(await paid(c, holder(2))).toEqual([10n * PXL]);
    expect(await balanceOf(chain.pxlToken, d)).toBe(1_000n * PXL - 310n * PXL); // 250 + 50 + 10
    await expect(simulateClaim(d, claimArgs(claimOf(second, a), second.root))).rejects.toThrow(
      /NothingToClaim/,
    );
  });

  it("refuses a wrong amount, another account's proof, a missing proof and the zero address", async () => {
    const [a, b] = [holder(0).address, holder(1).address];
    const d = await distributor(100n * PXL);
    const round = await publish(d, [
      { account: a, cumulativeAmount: 10n * PXL },
      { account: b, cumulativeAmount: 20n * PXL },
    ]);
    const ca = claimOf(round, a);
    const cb = claimOf(round, b);
    const refusals = [
      { ...ca, cumulativeAmount: ca.cumulativeAmount + 1n }, // one base unit more
      { ...ca, cumulativeAmount: cb.cumulativeAmount }, // another leaf's amount
      { ...ca, proof: cb.proof },
      { ...cb, account: a }, // b's leaf claimed for a
      { ...ca, proof: [] },
    ];
    for (const wrong of refusals) {
      await expect(simulateClaim(d, claimArgs(wrong, round.root))).rejects.toThrow(/InvalidProof/);
    }
    await expect(simulateClaim(d, claimArgs({ ...ca, account: zeroAddress }, round.root))).rejects.toThrow(
      /ZeroAccount/,
    );
    expect(await balanceOf(chain.pxlToken, d)).toBe(100n * PXL);
  });

  it("refuses a claim made for a root that is no longer the current one, and any claim before the first root", async () => {
    const a = holder(0).address;
    const d = await distributor(100n * PXL);
    const round = buildMerkleRound([{ account: a, cumulativeAmount: 10n * PXL }]);
    await expect(simulateClaim(d, claimArgs(claimOf(round, a), round.root))).rejects.toThrow(/NoRootYet/);

    const first = await publish(d, [
      { account: a, cumulativeAmount: 10n * PXL },
      { account: holder(1).address, cumulativeAmount: 1n },
    ]);
    // The owner publishes while the holder's claim (prepared for the first root) is in flight.
    const second = await publish(d, [
      { account: a, cumulativeAmount: 10n * PXL },
      { account: holder(1).address, cumulativeAmount: 2n },
    ]);
    await expect(simulateClaim(d, claimArgs(claimOf(first, a), first.root))).rejects.toThrow(
      /NotCurrentRoot/,
    );
    // A proof of the new tree with the old root named is refused the same way, before the proof is looked at.
    await expect(simulateClaim(d, claimArgs(claimOf(second, a), first.root))).rejects.toThrow(
      /NotCurrentRoot/,
    );
    expect((await claim(d, claimOf(second, a), second.root, holder(0))).map((e) => e.args.amount)).toEqual([
      10n * PXL,
    ]);
  });

  it("lets only the owner set a root, never the zero root, and cannot be left without an owner", async () => {
    const d = await distributor(0n);
    const root = buildMerkleRound([{ account: holder(0).address, cumulativeAmount: 1n }]).root;
    const setRoot = (newRoot: Hex, by: LocalWallet, replacing: Hex = zeroHash) =>
      client.simulateContract({
        address: d,
        abi: merkleDistributorAbi,
        functionName: "setMerkleRoot",
        args: [newRoot, replacing],
        account: by.address,
      });
    await expect(setRoot(root, holder(1))).rejects.toThrow(/OwnableUnauthorizedAccount/);
    await expect(setRoot(`0x${"0".repeat(64)}`, treasury)).rejects.toThrow(/ZeroRoot/);
    await expect(setRoot(root, treasury)).resolves.toBeDefined();
    await expect(
      client.readContract({
        address: d,
        abi: merkleDistributorAbi,
        functionName: "renounceOwnership",
        account: treasury.address,
      }),
    ).rejects.toThrow(/RenounceOwnershipDisabled/);
    expect(
      await client.readContract({ address: d, abi: merkleDistributorAbi, functionName: "merkleRoot" }),
    ).toBe(`0x${"0".repeat(64)}`);
  });

  it("refuses a root prepared to replace another root than the current one, and keeps the current", async () => {
    // Two rounds prepared from one reading (no root yet): the first is published, the second is stale.
    const d = await distributor(10n * PXL);
    const first = await publish(d, [{ account: holder(0).address, cumulativeAmount: 1n * PXL }]);
    const stale = buildMerkleRound([{ account: holder(1).address, cumulativeAmount: 2n * PXL }]);
    const setRoot = (replacing: Hex) =>
      client.simulateContract({
        address: d,
        abi: merkleDistributorAbi,
        functionName: "setMerkleRoot",
        args: [stale.root, replacing],
        account: treasury.address,
      });
    await expect(setRoot(zeroHash)).rejects.toThrow(/RootChanged/);
    await expect(setRoot(stale.root)).rejects.toThrow(/RootChanged/);
    expect(await rootOf(d)).toBe(first.root);
    // Prepared against the root on chain, it goes through.
    await expect(setRoot(first.root)).resolves.toBeDefined();
  });

  it("pays the account named in a claim sent by someone else, not the sender", async () => {
    const [a, operator] = [holder(0).address, holder(3)];
    const d = await distributor(100n * PXL);
    const round = await publish(d, [{ account: a, cumulativeAmount: 7n * PXL }]);
    const [aBefore, operatorBefore] = await Promise.all([
      balanceOf(chain.pxlToken, a),
      balanceOf(chain.pxlToken, operator.address),
    ]);
    const events = await claim(d, claimOf(round, a), round.root, operator);
    expect(events.map((e) => e.args.account)).toEqual([a]);
    expect((await balanceOf(chain.pxlToken, a)) - aBefore).toBe(7n * PXL);
    expect(await balanceOf(chain.pxlToken, operator.address)).toBe(operatorBefore);
  });

  it("refuses a claim the distributor cannot cover, and records nothing for it", async () => {
    const a = holder(0).address;
    const d = await distributor(5n * PXL);
    const round = await publish(d, [{ account: a, cumulativeAmount: 6n * PXL }]);
    await expect(simulateClaim(d, claimArgs(claimOf(round, a), round.root))).rejects.toThrow(
      /ERC20InsufficientBalance/,
    );
    expect(await claimed(d, a)).toBe(0n);
  });

  it("verifies trees from merkle-tree.ts: each account claims exactly its amount, the balance drops by the sum", async () => {
    const account = fc
      .uint8Array({ minLength: 20, maxLength: 20 })
      .map((bytes) => `0x${Buffer.from(bytes).toString("hex")}` as Address)
      .filter((address) => BigInt(address) !== 0n);
    const allocations = fc.uniqueArray(
      fc.record({ account, cumulativeAmount: fc.bigInt({ min: 1n, max: 10_000n * PXL }) }),
      { minLength: 1, maxLength: 12, selector: (a) => a.account },
    );
    await fc.assert(
      fc.asyncProperty(allocations, fc.nat({ max: 3 }), async (list, senderIndex) => {
        const total = list.reduce((sum, a) => sum + a.cumulativeAmount, 0n);
        const d = await distributor(total);
        const round = await publish(d, list);
        for (const c of round.claims) {
          const before = await balanceOf(chain.pxlToken, c.account);
          const events = await claim(d, c, round.root, holder(senderIndex));
          expect(events.map((e) => e.args.amount)).toEqual([c.cumulativeAmount]);
          expect((await balanceOf(chain.pxlToken, c.account)) - before).toBe(c.cumulativeAmount);
        }
        expect(await balanceOf(chain.pxlToken, d)).toBe(0n);
      }),
      { numRuns: 8 },
    );
  }, 120_000);

  it("pays USDT dividends with the demo chain's own dividend distributor", async () => {
    const [a, b] = [holder(1).address, holder(2).address];
    const d = chain.dividendDistributor;
    await mined(
      await walletFor(treasury).writeContract({
        address: chain.usdt,
        abi: mockUsdtAbi,
        functionName: "mint",
        args: [d, 1_000_000n],
        chain: null,
      }),
    );
    const round = await publish(d, [
      { account: a, cumulativeAmount: 639_000n }, // 0.639 USDT
      { account: b, cumulativeAmount: 1n },
    ]);
    const before = await balanceOf(chain.usdt, a);
    await claim(d, claimOf(round, a), round.root, holder(0));
    expect((await balanceOf(chain.usdt, a)) - before).toBe(639_000n);
    expect(await balanceOf(chain.usdt, d)).toBe(1_000_000n - 639_000n);
  });

  it("pays once when the token calls claim again from inside the payment (effects before the transfer)", async () => {
    const a = holder(0).address;
    const deployed = await mined(
      await walletFor(treasury).deployContract({
        abi: testReentrantTokenAbi,
        bytecode: testReentrantTokenBytecode,
        args: [100n * PXL],
        chain: null,
      }),
    );
    const token = deployed.contractAddress;
    if (!token) throw new Error("no contract address");
    const d = await distributor(100n * PXL, token);
    const round = await publish(d, [{ account: a, cumulativeAmount: 10n * PXL }]);
    const c = claimOf(round, a);
    await mined(
      await walletFor(treasury).writeContract({
        address: token,
        abi: testReentrantTokenAbi,
        functionName: "arm",
        args: [d, c.account, c.cumulativeAmount, round.root, c.proof],
        chain: null,
      }),
    );

    const events = await claim(d, c, round.root, holder(0));
    const read = (functionName: "reentered" | "reentrySucceeded") =>
      client.readContract({ address: token, abi: testReentrantTokenAbi, functionName });
    expect(await read("reentered")).toBe(true);
    expect(await read("reentrySucceeded")).toBe(false);
    expect(events.map((e) => e.args.amount)).toEqual([10n * PXL]);
    expect(await balanceOf(token, a)).toBe(10n * PXL);
    expect(await balanceOf(token, d)).toBe(90n * PXL);
  });
});
