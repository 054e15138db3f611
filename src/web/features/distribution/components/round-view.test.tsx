// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type {} from "viem";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicRound } from "@/shared/distribution/holder-claims";
import type { LeafClaimSlotProps } from "@/web/features/distribution/components/claim-renderer";
import { RoundView } from "@/web/features/distribution/components/round-view";
import { ROUND_ACCOUNTS, roundOf } from "@/web/features/distribution/components/test-data";

afterEach(cleanup);

const { B } = ROUND_ACCOUNTS;
const E18 = 10n ** 18n;

const claims: LeafClaimSlotProps[] = [];
const renderClaim = (props: LeafClaimSlotProps) => {
  claims.push(props);
  return <p>claim flow for {props.claim.account}</p>;
};

const roundClaims: { round: PublicRound; explorerTxUrl: string | null }[] = [];
const renderRoundClaim = (props: { round: PublicRound; explorerTxUrl: string | null }) => {
  roundClaims.push(props);
  return <p>claim flow for the connected wallet</p>;
};

function renderRound(round: PublicRound) {
  claims.length = 0;
  roundClaims.length = 0;
  return render(
    <RoundView
      round={round}
      explorerTxUrl="https://arbiscan.io/tx/"
      renderClaim={renderClaim}
      renderRoundClaim={renderRoundClaim}
    />,
  );
}

const check = () => screen.getByTestId("round-check").textContent ?? "";

describe("RoundView", () => {
  it("verifies the published tree in the browser and shows the root, the transaction and every leaf", () => {
    const round = roundOf();
    renderRound(round);
    expect(check()).toContain("Verified: every leaf and proof matches the root.");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("PXL distribution round");
    expect(screen.getByText(round.root)).toBeTruthy();
    expect(screen.getByText(round.distributor)).toBeTruthy();
    expect(screen.getByText(round.setRootTxHash)).toBeTruthy();
    expect(screen.getByRole("link", { name: "View on Arbiscan" }).getAttribute("href")).toBe(
      `https://arbiscan.io/tx/${round.setRootTxHash}`,
    );
    expect(screen.getByText("1,396.23 PXL")).toBeTruthy();
    expect(screen.getAllByTestId("leaf")).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Copy proof of leaf 1" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy Merkle root" })).toBeTruthy();
  });

  it("lets anyone claim for a leaf of a verified round, with that leaf's proof", () => {
    const round = roundOf();
    renderRound(round);
    const index = round.leaves.findIndex((l) => l.account === B);
    fireEvent.click(screen.getByRole("button", { name: `Claim for leaf ${index + 1}` }));
    expect(screen.getByText(`claim flow for ${B}`)).toBeTruthy();
    // The slot words the button for what is left to claim, which only the distributor can say.
    expect(claims.at(-1)?.label("1,000.00 PXL")).toBe("Claim 1,000.00 PXL for this account");
    expect(claims.at(-1)).toMatchObject({
      kind: "pxl",
      claim: {
        roundId: round.id,
        distributor: round.distributor,
        root: round.root,
        account: B,
        cumulativeAmount: (1_000n * E18).toString(),
        proof: round.leaves[index]?.proof,
      },
    });
  });

  it("offers the connected wallet's claim above the leaves once the round checks out", () => {
    const round = roundOf();
    renderRound(round);
    const card = screen.getByRole("region", { name: "Claim with your wallet" });
    expect(card.textContent).toContain("claim flow for the connected wallet");
    expect(roundClaims.at(-1)).toEqual({ round, explorerTxUrl: "https://arbiscan.io/tx/" });
  });

  it("writes a dividend round's amounts in USDT to the micro-unit", () => {
    renderRound(roundOf("dividend"));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Dividend round H1 2026");
    expect(check()).toContain("Verified");
  });

  it("says a tree whose leaf was edited does not check out, and offers no claim", () => {
    const round = roundOf();
    const values = round.tree.values as { value: [string, string] }[];
    const first = values[0] as { value: [string, string] };
    first.value = [first.value[0], (BigInt(first.value[1]) + 1n).toString()];
    renderRound(round);
    expect(check()).toContain("This round does not check out:");
    expect(check()).not.toContain("Verified");
    expect(screen.queryByRole("button", { name: /Claim for leaf/ })).toBeNull();
    expect(screen.queryByRole("region", { name: "Claim with your wallet" })).toBeNull();
  });

  it("says a listed amount that is not in the tree does not check out", () => {
    const round = roundOf();
    const leaf = round.leaves[1] as PublicRound["leaves"][number];
    leaf.cumulativeAmount = (BigInt(leaf.cumulativeAmount) * 2n).toString();
    renderRound(round);
    expect(check()).toContain(`the leaf of ${leaf.account} is not in the tree with this amount`);
  });

  it("says a tree that is not the published root does not check out", () => {
    const round = { ...roundOf(), root: `0x${"0".repeat(63)}1` as const };
    renderRound(round);
    expect(check()).toMatch(/the tree's root 0x[0-9a-f]{64} is not the published root/);
  });

  it("says a proof that does not prove its leaf does not check out", () => {
    const round = roundOf();
    const [a, b] = round.leaves as [PublicRound["leaves"][number], PublicRound["leaves"][number]];
    [a.proof, b.proof] = [b.proof, a.proof];
    renderRound(round);
    expect(check()).toContain("does not prove its leaf against the root");
  });
});
