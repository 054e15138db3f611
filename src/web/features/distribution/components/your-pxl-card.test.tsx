// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { Hex } from "viem";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MyDistribution } from "@/shared/distribution/holder-claims";
import type { ClaimSlotProps } from "@/web/features/distribution/components/claim-renderer";
import { ACCOUNT, claimOf, mineOf, pxlUnits } from "@/web/features/distribution/components/test-data";
import { YourPxlCard } from "@/web/features/distribution/components/your-pxl-card";
import { chainInfo } from "@/web/features/distribution/wallet/visitor-world";

const CLAIM_HASH: Hex = `0x${"3c".repeat(32)}`;

let served: MyDistribution | { status: number };
function serve(mine: MyDistribution | { status: number }) {
  served = mine;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === "/api/chain") return Response.json(chainInfo);
      if (url === "/api/distribution/mine") {
        return "status" in served
          ? Response.json({ error: "The distribution is unavailable" }, { status: served.status })
          : Response.json(served);
      }
      return Response.json({ error: "Not found" }, { status: 404 });
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The claim flow is the page's to draw (it needs the wallet setup): here it shows what it was given. */
const claims: ClaimSlotProps[] = [];
const renderClaim = (props: ClaimSlotProps) => {
  claims.push(props);
  return <button type="button">{props.label}</button>;
};

let client: QueryClient;
function renderCard() {
  claims.length = 0;
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <YourPxlCard renderClaim={renderClaim} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("YourPxlCard", () => {
  it("says why an investor gets no PXL yet and links to what puts it right", async () => {
    serve(
      mineOf({
        status: "not_eligible",
        creditedMicroPxl: "391230000",
        reasons: ["kyc_missing", "no_wallet"],
        reasonTexts: ["Verify your identity to receive PXL", "Link a wallet to receive PXL"],
      }),
    );
    renderCard();
    expect(await screen.findByText("Verify your identity to receive PXL")).toBeTruthy();
    expect(screen.getByText(/You hold 391\.23 PXL/)).toBeTruthy();
    expect(screen.getByText("Link a wallet to receive PXL")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Verify your identity" }).getAttribute("href")).toBe("/kyc");
    expect(screen.getByRole("link", { name: "Link a wallet in your profile" }).getAttribute("href")).toBe(
      "/profile",
    );
    expect(screen.queryByRole("button", { name: /Claim/ })).toBeNull();
  });

  it("tells an eligible investor their PXL come with the next round", async () => {
    serve(mineOf({ status: "waiting", creditedMicroPxl: "391230000" }));
    renderCard();
    expect(await screen.findByText("Your 391.23 PXL will be in the next distribution round.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Claim/ })).toBeNull();
  });

  it("offers the claim of what is ready, for the round's account", async () => {
    const claim = claimOf(pxlUnits(391n, 23n));
    serve(
      mineOf({
        status: "published",
        creditedMicroPxl: "500000000",
        claim,
        claimedUnits: "0",
        claimableUnits: claim.cumulativeAmount,
        balanceUnits: "0",
        waitingUnits: pxlUnits(108n, 77n).toString(),
        claimTransactions: [],
      }),
    );
    renderCard();
    expect(await screen.findByText("Your 391.23 PXL are ready.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Claim 391.23 PXL" })).toBeTruthy();
    expect(claims.at(-1)).toMatchObject({ claim, what: "Your 391.23 PXL" });
    expect(screen.getByText(ACCOUNT)).toBeTruthy();
    expect(screen.getByText(/A further 108\.77 PXL credited since this round/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Check this round's tree/ }).getAttribute("href")).toBe(
      `/rounds/${claim.roundId}`,
    );
  });

  it("keeps the claim that was just sent on screen once the refreshed figures say it is claimed", async () => {
    const claim = claimOf(pxlUnits(391n, 23n));
    const published = {
      status: "published",
      creditedMicroPxl: "391230000",
      claim,
      claimedUnits: "0",
      claimableUnits: claim.cumulativeAmount,
      balanceUnits: "0",
      waitingUnits: "0",
    } as const;
    serve(mineOf({ ...published, claimTransactions: [] }));
    renderCard();
    expect(await screen.findByRole("button", { name: "Claim 391.23 PXL" })).toBeTruthy();
    serve(
      mineOf({
        ...published,
        claimTransactions: [],
        claimedUnits: claim.cumulativeAmount,
        claimableUnits: "0",
        balanceUnits: claim.cumulativeAmount,
      }),
    );
    await client.invalidateQueries();
    expect(await screen.findByText("Your PXL have been claimed to your wallet.")).toBeTruthy();
    // The flow (with its transaction) stays, still for the amount it claimed.
    expect(screen.getByRole("button", { name: "Claim 391.23 PXL" })).toBeTruthy();
    expect(screen.getByTestId("pxl-balance").textContent).toBe("391.23 PXL");
  });

  it("after the claim shows the balance on chain and no claim", async () => {
    const claim = claimOf(pxlUnits(391n, 23n));
    serve(
      mineOf({
        status: "published",
        creditedMicroPxl: "391230000",
        claim,
        claimedUnits: claim.cumulativeAmount,
        claimableUnits: "0",
        balanceUnits: claim.cumulativeAmount,
        waitingUnits: "0",
        claimTransactions: [
          {
            txHash: CLAIM_HASH,
            amountUnits: claim.cumulativeAmount,
            cumulativeUnits: claim.cumulativeAmount,
            blockTime: "2026-12-02T10:15:00Z",
            final: true,
          },
        ],
      }),
    );
    renderCard();
    expect(await screen.findByText("Your PXL have been claimed to your wallet.")).toBeTruthy();
    expect(screen.getByTestId("pxl-balance").textContent).toBe("391.23 PXL");
    expect(screen.queryByRole("button", { name: /Claim/ })).toBeNull();
    expect(screen.queryByText(/A further/)).toBeNull();
    // After a reload the claim's transaction is still there, from the chain.
    const [sent] = screen.getAllByTestId("claim-transaction");
    expect(sent?.textContent).toContain("391.23 PXL claimed on 2 Dec 2026, 10:15 UTC: confirmed");
    expect(within(sent as HTMLElement).getByText(CLAIM_HASH)).toBeTruthy();
    const explorer = await within(sent as HTMLElement).findByRole("link", { name: "View on Arbiscan" });
    expect(explorer.getAttribute("href")).toBe(`https://arbiscan.io/tx/${CLAIM_HASH}`);
  });

  it("says when the figures could not be loaded, with a way to try again", async () => {
    serve({ status: 503 });
    renderCard();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We could not load your PXL distribution.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
