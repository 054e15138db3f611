// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tokenDataFor } from "@/shared/sale/token-data";
import { OverviewTab } from "@/web/features/dashboard/components/overview-tab";
import { PortfolioTab } from "@/web/features/dashboard/components/portfolio-tab";
import { SaleFeedList } from "@/web/features/dashboard/components/realtime-tab";
import { paymentOf, portfolioOf } from "@/web/features/dashboard/components/test-data";

const AT = new Date("2026-05-01T10:00:00Z");
const account = { name: "ნინო ბერიძე", email: "nino@example.ge" };

// Message functions read the page's language from its path.
beforeEach(() => window.history.replaceState(null, "", "/ka/dashboard"));
afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("the dashboard in Georgian", () => {
  it("speaks Georgian on the Overview tab, links stay under /ka, amounts in the Georgian format", () => {
    render(
      <MemoryRouter initialEntries={["/ka/dashboard"]}>
        <OverviewTab
          account={account}
          portfolio={portfolioOf([paymentOf(1_234, "pending")], "not_submitted")}
          sale={tokenDataFor(1_000_000_000n, AT)}
          explorerTxUrl="https://arbiscan.io/tx/"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText("ანგარიშის დონე").nextElementSibling?.textContent).toBe("სტანდარტული");
    expect(screen.getByTestId("kyc-status").textContent).toBe("არ არის წარდგენილი");
    expect(screen.getByRole("link", { name: "KYC-ის გავლა" }).getAttribute("href")).toBe("/ka/kyc");
    expect(screen.getByRole("link", { name: /PXL-ის ყიდვა/ }).getAttribute("href")).toBe("/ka/investment");
    expect(screen.getByText("ბოლო ტრანზაქციები")).toBeTruthy();
    expect(screen.getByText("მუშავდება...")).toBeTruthy();
    expect(screen.getByText("დახურული გაყიდვის მიმდინარეობა")).toBeTruthy();
    // 1 000 USDT raised of the 140 000 goal, written the Georgian way.
    expect(screen.getByText(/შეგროვდა 140 000 USDT მიზნიდან/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Recent Transactions|Quick Actions|Account Level/);
  });

  it("names the holdings in Georgian on the Portfolio tab", () => {
    render(
      <MemoryRouter initialEntries={["/ka/dashboard"]}>
        <PortfolioTab portfolio={portfolioOf([paymentOf(250, "verified")])} explorerTxUrl={null} />
      </MemoryRouter>,
    );
    expect(screen.getByText("წილი კომპანიაში")).toBeTruthy();
    expect(screen.getByText("დადასტურებულია")).toBeTruthy();
    expect(screen.getByText(/ფასი 0,639 USDT/)).toBeTruthy();
    expect(screen.getByRole("img").getAttribute("aria-label")).toMatch(/^თქვენი PXL დროის მიხედვით: 1 /);
  });

  it("shows the live feed's statuses in Georgian", () => {
    render(
      <SaleFeedList
        feed={{
          payments: [
            {
              id: "a",
              amountMicroUsdt: "1234500000",
              sender: "0x12…34",
              time: AT.toISOString(),
              status: "final",
            },
          ],
        }}
      />,
    );
    expect(screen.getByLabelText("ბოლო გადახდები გაყიდვის საფულეზე")).toBeTruthy();
    expect(screen.getByText("1 234,50 USDT")).toBeTruthy();
    expect(screen.getByText("დადასტურებულია")).toBeTruthy();
  });
});
