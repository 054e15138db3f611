// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import "@/shared/i18n/current-locale";
import type { MyDistribution } from "@/shared/distribution/holder-claims";
import { ClaimProgressView } from "@/web/features/distribution/components/claim-progress";
import type { ClaimSlotProps } from "@/web/features/distribution/components/claim-renderer";
import { DividendList } from "@/web/features/distribution/components/dividend-list";
import { RoundView } from "@/web/features/distribution/components/round-view";
import {
  claimOf,
  dividendHeldBack,
  mineOf,
  pxlUnits,
  roundOf,
} from "@/web/features/distribution/components/test-data";
import { YourPxlCard } from "@/web/features/distribution/components/your-pxl-card";

function serve(mine: MyDistribution) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === "/api/distribution/mine") return Response.json(mine);
      return Response.json({ error: "Not found" }, { status: 404 });
    }),
  );
}

const claims: ClaimSlotProps[] = [];
const renderClaim = (props: ClaimSlotProps) => {
  claims.push(props);
  return <button type="button">{props.label}</button>;
};

const renderInApp = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={["/ka/dashboard"]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

beforeAll(() => window.history.replaceState(null, "", "/ka/dashboard"));
afterAll(() => window.history.replaceState(null, "", "/"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  claims.length = 0;
});

describe("the investor's tokens on Georgian pages", () => {
  it("Your PXL: what to do first, linked to the Georgian pages", async () => {
    serve(
      mineOf({
        status: "not_eligible",
        creditedMicroPxl: "391230000",
        reasons: ["kyc_missing"],
        reasonTexts: ["Verify your identity to receive PXL"],
      }),
    );
    renderInApp(<YourPxlCard renderClaim={renderClaim} />);
    expect(await screen.findByText(/^თქვენ გაქვთ 391[.,]23 PXL\. სანამ/)).toBeTruthy();
    expect(screen.getByText("თქვენი PXL")).toBeTruthy();
    expect(screen.getByRole("link", { name: "დაადასტურეთ თქვენი ვინაობა" }).getAttribute("href")).toBe(
      "/ka/kyc",
    );
  });

  it("Your PXL: the claim, its label and the round's page in Georgian", async () => {
    const claim = claimOf(pxlUnits(391n, 23n));
    serve(
      mineOf({
        status: "published",
        creditedMicroPxl: "391230000",
        claim,
        claimedUnits: "0",
        claimableUnits: claim.cumulativeAmount,
        balanceUnits: "0",
        waitingUnits: "0",
        claimTransactions: [],
      }),
    );
    renderInApp(<YourPxlCard renderClaim={renderClaim} />);
    expect(await screen.findByText(/^თქვენი 391[.,]23 PXL მზადაა მისაღებად\.$/)).toBeTruthy();
    expect(screen.getByRole("button", { name: /^391[.,]23 PXL-ის მიღება$/ })).toBeTruthy();
    expect(claims.at(-1)?.what).toMatch(/^თქვენი 391[.,]23 PXL$/);
    expect(
      screen
        .getByRole("link", { name: "შეამოწმეთ ამ რაუნდის ხე და თქვენი მტკიცებულება" })
        .getAttribute("href"),
    ).toBe(`/ka/rounds/${claim.roundId}`);
  });

  it("Dividends: the empty list and a period's standing", async () => {
    serve(
      mineOf({ status: "waiting", creditedMicroPxl: "1" }, [
        dividendHeldBack("H1", 7_500_000n, ["no_wallet"]),
      ]),
    );
    renderInApp(<DividendList renderClaim={renderClaim} />);
    expect(await screen.findByText("დააკავშირეთ საფულე")).toBeTruthy();
    expect(screen.getByText("დივიდენდები")).toBeTruthy();
    expect(screen.getByText(/^ფლობის თარიღი: /)).toBeTruthy();
    expect(
      screen
        .getByRole("link", { name: "მის მისაღებად დააკავშირეთ საფულე თქვენს პროფილში" })
        .getAttribute("href"),
    ).toBe("/ka/profile");
  });

  it("the round page: checked, its leaves, one sentence with the total inside", () => {
    render(<RoundView round={roundOf()} explorerTxUrl="https://arbiscan.io/tx/" renderClaim={() => null} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("PXL-ის განაწილების რაუნდი");
    expect(screen.getByTestId("round-check").textContent).toContain(
      "დადასტურებულია: ყველა ფოთოლი და მტკიცებულება ემთხვევა ფესვს.",
    );
    expect(screen.getByText(/^3 ანგარიშზე$/)).toBeTruthy();
    expect(screen.getByText("ფოთოლი 1")).toBeTruthy();
    expect(screen.getAllByText(/^მტკიცებულება: \d ჰეში$/)).toHaveLength(3);
    expect(screen.getAllByRole("button", { name: /^ფოთოლი \d: მიღება$/ })).toHaveLength(3);
  });

  it("a claim's outcome in Georgian", () => {
    render(
      <ClaimProgressView
        state={{ step: "claimed", hash: `0x${"3c".repeat(32)}` }}
        explorerTxUrl="https://arbiscan.io/tx/"
        what={`თქვენი 5 PXL`}
      />,
    );
    expect(screen.getByText("მიღებულია!")).toBeTruthy();
    expect(screen.getByText("თქვენი 5 PXL გადავიდა საფულეში ბლოკჩეინზე.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "ნახვა Arbiscan-ზე" })).toBeTruthy();
    expect(screen.getByText("მიღების ტრანზაქცია")).toBeTruthy();
  });
});
