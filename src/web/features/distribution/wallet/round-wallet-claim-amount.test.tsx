// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import type { Hex } from "viem";
import { describe, expect, it } from "vitest";
import { disconnect } from "wagmi/actions";
import { pxlUnits, ROUND_ACCOUNTS, roundOf } from "@/web/features/distribution/components/test-data";
import { renderVisitorClaim, setUpVisitorWorld } from "@/web/features/distribution/wallet/visitor-world";

/* A visitor who is not signed in claims their own leaf on the public round page (visitor-world.tsx). */
const { A } = ROUND_ACCOUNTS;
const round = roundOf();
/** What A claimed from an earlier root: 300 PXL. A's leaf in this (cumulative) round is 391.23. */
const CLAIMED_BEFORE = pxlUnits(300n);
const LEAF_A = pxlUnits(391n, 23n);
const world = setUpVisitorWorld(round, { claimed: CLAIMED_BEFORE });
const renderVisitor = (account: Hex) => renderVisitorClaim(world, round, account);

/*
 * Every round after the first is cumulative: a leaf holds all the account was ever given, and the
 * distributor pays it less what the account has claimed (cumulativeClaimed). A holder who claimed
 * 300 PXL from the first root and has 391.23 in this one is offered, and told they received, the
 * 91.23 that moves; one who claimed all of it is told so and offered no claim.
 */
describe("a holder's second claim on the public round page", () => {
  it("does not say the whole cumulative amount moved when part of it was claimed before", async () => {
    expect(pxlUnits(391n, 23n) - CLAIMED_BEFORE).toBe(pxlUnits(91n, 23n));
    await renderVisitor(A as Hex);
    await screen.findByTestId("your-leaf");
    const button = await screen.findByRole("button", { name: /^Claim / });
    const leaf = screen.getByTestId("your-leaf").textContent ?? "";
    fireEvent.click(button);
    await screen.findByText("Claimed!", {}, { timeout: 5_000 });
    const said = screen.getByText(/moved to the wallet on chain/).textContent ?? "";
    expect(world.node.sent).toHaveLength(1);
    expect(world.relayCalls).toBe(0);
    expect({ button: button.textContent, said }).toEqual({
      button: "Claim 91.23 PXL",
      said: "Claimed! 91.23 PXL moved to the wallet on chain.",
    });
    expect(leaf).toContain("300.00 PXL of it was claimed before: this claim moves the remaining 91.23 PXL.");
    await act(() => disconnect(world.config()));
  });

  it("says a leaf claimed in full is claimed and offers no claim", async () => {
    world.node.claimed = LEAF_A;
    await renderVisitor(A as Hex);
    expect((await screen.findByTestId("your-leaf")).textContent).toContain("Leaf 1: 391.23 PXL for");
    expect(
      await screen.findByText(
        "This leaf has been claimed in full: nothing is left to claim for this account.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Claim / })).toBeNull();
    expect(screen.getByRole("button", { name: /^Disconnect / })).toBeTruthy();
    expect(world.node.sent).toHaveLength(0);
    expect(world.relayCalls).toBe(0);
    await act(() => disconnect(world.config()));
  });
});
