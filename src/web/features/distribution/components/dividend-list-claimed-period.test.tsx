// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MyDistribution } from "@/shared/distribution/holder-claims";
import type { ClaimSlotProps } from "@/web/features/distribution/components/claim-renderer";
import { DividendList } from "@/web/features/distribution/components/dividend-list";
import { claimOf, dividendInLeaf, mineOf } from "@/web/features/distribution/components/test-data";

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

const renderClaim = (props: ClaimSlotProps) => <button type="button">{props.label}</button>;

/*
 * A leaf is cumulative: once H2 is published into it, the leaf's claimable amount (the same on every
 * period in it) is H2's share, and above 0. H1, claimed in July, must still read "Claimed" with its
 * claim under it: each period's badge follows its own `claimed`, not the leaf's claimable amount.
 */
describe("DividendList, a period claimed before the next one was published", () => {
  it("still badges the claimed H1 as claimed while H2 waits for its claim", async () => {
    const claim = claimOf(20_000_000n);
    const paidH1 = {
      txHash: `0x${"4d".repeat(32)}`,
      amountUnits: "12500000",
      cumulativeUnits: "12500000",
      blockTime: "2026-07-20T08:00:00Z",
      final: true,
    } as const;
    serve(
      // As GET /api/distribution/mine answers: both periods carry the leaf's state (12.5 of 20 USDT
      // claimed); the claimed total covers H1's slice (0, 12.5] but not H2's (12.5, 20].
      mineOf({ status: "waiting", creditedMicroPxl: "1000000" }, [
        dividendInLeaf("H2", 7_500_000n, claim, { claimedUnits: 12_500_000n }),
        dividendInLeaf("H1", 12_500_000n, claim, {
          claimedUnits: 12_500_000n,
          claimed: true,
          claimTransactions: [paidH1],
        }),
      ]),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <DividendList renderClaim={renderClaim} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const [h2, h1] = await screen.findAllByTestId("dividend");
    expect(within(h2 as HTMLElement).getByText("Claimable")).toBeTruthy();
    expect(within(h1 as HTMLElement).getByTestId("claim-transaction")).toBeTruthy();
    expect(within(h1 as HTMLElement).queryByText("Claimable"), "H1 was claimed on 20 July").toBeNull();
    expect(within(h1 as HTMLElement).getByText("Claimed")).toBeTruthy();
  });
});
