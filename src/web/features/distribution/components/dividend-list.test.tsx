// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { m } from "@/paraglide/messages";
import type { MyDistribution } from "@/shared/distribution/holder-claims";
import type { ClaimSlotProps } from "@/web/features/distribution/components/claim-renderer";
import { DividendList } from "@/web/features/distribution/components/dividend-list";
import {
  ACCOUNT,
  claimOf,
  dividendHeldBack,
  dividendInLeaf,
  mineOf,
} from "@/web/features/distribution/components/test-data";

function serve(mine: MyDistribution) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === "/api/distribution/mine") return Response.json(mine);
      return Response.json({ error: "Not found" }, { status: 404 });
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const claims: ClaimSlotProps[] = [];
const renderClaim = (props: ClaimSlotProps) => {
  claims.push(props);
  return <button type="button">{props.label}</button>;
};

function renderList() {
  claims.length = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DividendList renderClaim={renderClaim} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const waiting = { status: "waiting", creditedMicroPxl: "1000000" } as const;
const rows = () => screen.findAllByTestId("dividend");

describe("DividendList", () => {
  it("lists each period with its amount to the micro-USDT and one claim for all that is unclaimed", async () => {
    // The current root's claim is cumulative: H2 2026 and H1 2026 together.
    const claim = claimOf(20_000_001n);
    serve(
      mineOf(waiting, [dividendInLeaf("H2", 7_500_000n, claim), dividendInLeaf("H1", 12_500_001n, claim)]),
    );
    renderList();
    const [h2, h1] = await rows();
    expect(within(h2 as HTMLElement).getByText("7.50 USDT")).toBeTruthy();
    expect(within(h1 as HTMLElement).getByText("12.500001 USDT")).toBeTruthy();
    expect(within(h1 as HTMLElement).getByText("Holdings on 30 Jun 2026")).toBeTruthy();
    expect(within(h1 as HTMLElement).getByText("Claimable")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Claim 20.000001 USDT" })).toHaveLength(1);
    expect(claims.at(-1)?.claim).toEqual(claim);
    expect(screen.getByText(ACCOUNT)).toBeTruthy();
  });

  it("lists what a later round added for a period as its own row, saying with which round", async () => {
    const claim = claimOf(15_000_000n);
    serve(
      mineOf(waiting, [
        dividendInLeaf("H2", 7_500_000n, claim),
        dividendInLeaf("H1", 5_000_000n, claim, { claimed: true }),
        { ...dividendInLeaf("H1", 2_500_000n, claim), addedWith: "H2 2026" },
      ]),
    );
    renderList();
    const [, h1, h1Added] = await rows();
    expect(within(h1 as HTMLElement).queryByText(/Added with/)).toBeNull();
    expect(within(h1 as HTMLElement).getByText("Claimed")).toBeTruthy();
    expect(within(h1Added as HTMLElement).getByText("2.50 USDT")).toBeTruthy();
    expect(within(h1Added as HTMLElement).getByText("Claimable")).toBeTruthy();
    expect(
      within(h1Added as HTMLElement).getByText(
        m.dividends_added_with({ round: "H2 2026", period: "H1 2026" }),
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Claim 15.00 USDT" })).toHaveLength(1);
  });

  it("marks claimed periods and asks for a wallet where there is none", async () => {
    serve(
      mineOf(waiting, [
        dividendHeldBack("H2", 7_500_000n, ["no_wallet"]),
        dividendInLeaf("H1", 12_500_000n, claimOf(12_500_000n), {
          claimedUnits: 12_500_000n,
          claimTransactions: [
            {
              txHash: `0x${"4d".repeat(32)}`,
              amountUnits: "12500000",
              cumulativeUnits: "12500000",
              blockTime: "2026-07-20T08:00:00Z",
              final: false,
            },
          ],
        }),
      ]),
    );
    renderList();
    const [h2, h1] = await rows();
    expect(within(h2 as HTMLElement).getByText("Link a wallet")).toBeTruthy();
    expect(
      within(h2 as HTMLElement)
        .getByRole("link", { name: /Link a wallet in your profile/ })
        .getAttribute("href"),
    ).toBe("/profile");
    expect(within(h1 as HTMLElement).getByText("Claimed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Claim/ })).toBeNull();
    // The claim that paid H1 is listed under it (still confirming), and none under H2.
    expect(within(h2 as HTMLElement).queryByTestId("claim-transaction")).toBeNull();
    const paid = within(h1 as HTMLElement).getByTestId("claim-transaction");
    expect(paid.textContent).toContain("12.50 USDT claimed on 20 Jul 2026, 08:00 UTC: confirming...");
    expect(within(paid).getByText(`0x${"4d".repeat(32)}`)).toBeTruthy();
  });

  it("shows a share kept out of the leaf as kept, with what to do, although the leaf before it is claimed", async () => {
    // H1 is in the leaf and claimed; H2 was kept back while a new identity check was pending.
    serve(
      mineOf(waiting, [
        dividendHeldBack("H2", 14_285_714n, ["kyc_pending"]),
        dividendInLeaf("H1", 12_500_000n, claimOf(12_500_000n), { claimedUnits: 12_500_000n }),
      ]),
    );
    renderList();
    const [h2, h1] = await rows();
    const kept = within(h2 as HTMLElement);
    expect(kept.queryByText("Claimed")).toBeNull();
    expect(kept.getByText(m.dividends_badge_kept())).toBeTruthy();
    expect(kept.getByRole("link", { name: "See your identity check" }).getAttribute("href")).toBe("/kyc");
    expect(within(h1 as HTMLElement).getByText("Claimed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Claim/ })).toBeNull();
  });

  it("says a kept share with nothing missing comes with the next round", async () => {
    serve(mineOf(waiting, [dividendHeldBack("H2", 14_285_714n, [])]));
    renderList();
    const [h2] = await rows();
    expect(within(h2 as HTMLElement).queryByText("Claimed")).toBeNull();
    expect(
      within(h2 as HTMLElement).getByText("Your 14.285714 USDT will be in the next dividend round."),
    ).toBeTruthy();
  });

  it("says when no dividend has been published yet", async () => {
    serve(mineOf(waiting, []));
    renderList();
    expect(await screen.findByText(/No dividend yet/)).toBeTruthy();
  });
});
