// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { Hex } from "viem";
import { afterEach, describe, expect, it } from "vitest";
import { disconnect } from "wagmi/actions";
import { publicClaimSlot } from "@/web/app/distribution/public-claim-slot";
import { RoundView } from "@/web/features/distribution/components/round-view";
import { pxlUnits, ROUND_ACCOUNTS, roundOf } from "@/web/features/distribution/components/test-data";
import { visitorWalletConfig } from "@/web/features/distribution/wallet/visitor-wagmi-config";
import {
  chainInfo,
  installWallet,
  setUpVisitorWorld,
} from "@/web/features/distribution/wallet/visitor-world";

/*
 * The list of leaves on the public round page, as the page wires it (publicClaimSlot, round-wallet.tsx):
 * a visitor, not signed in, claims one leaf with their browser wallet, whose provider reaches a JSON-RPC
 * node behind fetch. Leaves are cumulative: the distributor pays a leaf less what the account has
 * claimed (cumulativeClaimed), so that is what the leaf's button offers and what it says moved.
 */
const { A } = ROUND_ACCOUNTS;
const round = roundOf();
/** A's leaf in this round is 391.23 PXL; A claimed 300 of it from an earlier root. */
const LEAF_A = pxlUnits(391n, 23n);
const CLAIMED_BEFORE = pxlUnits(300n);

const world = setUpVisitorWorld(round, { claimed: CLAIMED_BEFORE });
afterEach(async () => {
  await act(() => disconnect(visitorWalletConfig(chainInfo)));
});

/** The round page's list with A's wallet in the browser: "Claim with a wallet" on A's leaf, then Connect. */
async function openLeafClaim() {
  installWallet(A as Hex);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RoundView round={round} explorerTxUrl={chainInfo.explorerTxUrl} renderClaim={publicClaimSlot} />
    </QueryClientProvider>,
  );
  const number = round.leaves.findIndex((leaf) => leaf.account === A) + 1;
  fireEvent.click(screen.getByRole("button", { name: `Claim for leaf ${number}` }));
  const leaf = screen.getAllByTestId("leaf")[number - 1] as HTMLElement;
  fireEvent.click(await within(leaf).findByRole("button", { name: "Connect Wallet" }));
  return leaf;
}

describe("a leaf's claim in the public round page's list", () => {
  it("offers, and says moved, only what the account has not claimed yet", async () => {
    expect(LEAF_A - CLAIMED_BEFORE).toBe(pxlUnits(91n, 23n));
    const leaf = await openLeafClaim();
    const button = await within(leaf).findByRole("button", { name: /^Claim .* for this account$/ });
    const offered = button.textContent;
    const before = leaf.textContent ?? "";
    fireEvent.click(button);
    await within(leaf).findByText("Claimed!", {}, { timeout: 5_000 });
    const said = within(leaf).getByText(/moved to the wallet on chain/).textContent;
    expect({ offered, said }).toEqual({
      offered: "Claim 91.23 PXL for this account",
      said: "Claimed! 91.23 PXL moved to the wallet on chain.",
    });
    expect(before).toContain(
      "300.00 PXL of it was claimed before: this claim moves the remaining 91.23 PXL.",
    );
    expect(world.node.sent).toHaveLength(1);
    expect(world.relayCalls).toBe(0);
  });

  it("says a leaf claimed in full is claimed and offers no claim", async () => {
    world.node.claimed = LEAF_A;
    const leaf = await openLeafClaim();
    expect(
      await within(leaf).findByText(
        "This leaf has been claimed in full: nothing is left to claim for this account.",
      ),
    ).toBeTruthy();
    expect(within(leaf).queryByRole("button", { name: /^Claim .* for this account$/ })).toBeNull();
    expect(within(leaf).getByRole("button", { name: /^Disconnect / })).toBeTruthy();
    expect(world.node.sent).toHaveLength(0);
    expect(world.relayCalls).toBe(0);
  });
});
