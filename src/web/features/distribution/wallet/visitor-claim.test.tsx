// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { decodeFunctionData, type Hex } from "viem";
import { describe, expect, it } from "vitest";
import { disconnect } from "wagmi/actions";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import { ROUND_ACCOUNTS, roundOf } from "@/web/features/distribution/components/test-data";
import { SENT_HASH } from "@/web/features/distribution/wallet/fake-node";
import { NO_DISTRIBUTOR } from "@/web/features/distribution/wallet/use-claim";
import { renderVisitorClaim, setUpVisitorWorld } from "@/web/features/distribution/wallet/visitor-world";

/*
 * A visitor who is not signed in claims on the public round page: the site's config for visitors
 * (visitor-wagmi-config.ts) with the browser's injected wallet, whose provider reaches a JSON-RPC node
 * behind fetch. The site's relay (/api/chain/rpc) answers 401 as it does for anonymous callers, and
 * every test checks it was never asked.
 */
const { A, B } = ROUND_ACCOUNTS;
const round = roundOf();
const world = setUpVisitorWorld(round);
const renderVisitor = (account: Hex) => renderVisitorClaim(world, round, account);

const claimButton = (name: string) => screen.findByRole("button", { name });

describe("a visitor's claim on the public round page", () => {
  it("finds the connected wallet's leaf and claims it through the wallet's own provider, never the relay", async () => {
    const wallet = await renderVisitor(A as Hex);
    expect((await screen.findByTestId("your-leaf")).textContent).toContain(`Leaf 1: 391.23 PXL for ${A}`);
    const confirmInWallet = wallet.holdConfirmation();
    fireEvent.click(await claimButton("Claim 391.23 PXL"));
    expect(await screen.findByText("Confirm the claim in your wallet...")).toBeTruthy();
    expect(world.node.sent).toHaveLength(0);
    act(() => confirmInWallet());
    expect(await screen.findByText("Claimed!", {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByTestId("claim-hash").textContent).toBe(SENT_HASH);

    expect(world.node.sent).toHaveLength(1);
    const call = decodeFunctionData({ abi: merkleDistributorAbi, data: world.node.sent[0]?.data ?? "0x" });
    const leaf = round.leaves[0];
    expect(call.args).toEqual([A, BigInt(leaf?.cumulativeAmount ?? 0), round.root, leaf?.proof]);
    // The check before the wallet and the receipt were read from the wallet's node.
    expect(world.node.methods).toEqual(
      expect.arrayContaining(["eth_call", "eth_sendTransaction", "eth_getTransactionReceipt"]),
    );
    expect(world.relayCalls).toBe(0);
    await act(() => disconnect(world.config()));
  });

  it("claims for an account typed in when the wallet has no leaf: the tokens go to that account", async () => {
    const stranger = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
    await renderVisitor(stranger);
    expect((await screen.findByTestId("leaf-finding")).textContent).toContain(
      "The connected wallet 0x15d3…6A65 has no leaf in this round.",
    );
    const input = screen.getByLabelText("Account to claim for");
    fireEvent.change(input, { target: { value: "0x3c44" } });
    expect(screen.getByTestId("leaf-finding").textContent).toContain("Enter an account address");
    fireEvent.change(input, { target: { value: B.toLowerCase() } });
    expect((await screen.findByTestId("claim-on-behalf")).textContent).toContain(B);
    fireEvent.click(await claimButton("Claim 1,000.00 PXL"));
    await screen.findByText("Claimed!", {}, { timeout: 5_000 });
    expect(world.node.sent[0]?.from.toLowerCase()).toBe(stranger.toLowerCase());
    const call = decodeFunctionData({ abi: merkleDistributorAbi, data: world.node.sent[0]?.data ?? "0x" });
    expect(call.args?.[0]).toBe(B);
    expect(world.relayCalls).toBe(0);
    await act(() => disconnect(world.config()));
  });

  it("sends nothing from a wallet on another network, where the distributor is not, and says so", async () => {
    world.node.root = null;
    await renderVisitor(A as Hex);
    // What the account has claimed is read before a claim is offered: there is no distributor to ask.
    expect((await screen.findByRole("alert")).textContent).toContain(NO_DISTRIBUTOR);
    expect(screen.queryByRole("button", { name: /^Claim / })).toBeNull();
    expect(world.node.sent).toHaveLength(0);
    expect(screen.queryByTestId("claim-hash")).toBeNull();
    expect(world.relayCalls).toBe(0);
    await act(() => disconnect(world.config()));
  });

  it("says Claim not sent when the visitor declines in the wallet, and lets them try again", async () => {
    world.node.declines = true;
    await renderVisitor(A as Hex);
    fireEvent.click(await claimButton("Claim 391.23 PXL"));
    expect((await screen.findByRole("alert")).textContent).toContain("Claim not sent.");
    expect(screen.queryByTestId("claim-hash")).toBeNull();
    await waitFor(async () =>
      expect((await claimButton("Claim 391.23 PXL")).hasAttribute("disabled")).toBe(false),
    );
    expect(world.relayCalls).toBe(0);
    await act(() => disconnect(world.config()));
  });
});
