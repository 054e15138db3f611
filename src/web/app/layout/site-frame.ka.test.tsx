// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { siteConfig } from "@/shared/site-config";
import { AppHeaderActions } from "@/web/app/layout/app-header-actions";
import { PageFrame } from "@/web/app/layout/page-frame";
import { SiteFooter } from "@/web/app/layout/site-footer";
import { SiteHeader } from "@/web/app/layout/site-header";

/** The public frame at `path`: the browser's address and the router's both say the page's language. */
function renderFrame(path: string, { signedIn = false } = {}) {
  window.history.replaceState(null, "", path);
  const client = new QueryClient();
  client.setQueryData(
    ["session"],
    signedIn ? { user: { id: "u1", email: "nino@example.com" }, session: { id: "s1" } } : null,
  );
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <PageFrame header={<SiteHeader />} footer={<SiteFooter />}>
          <p>page</p>
        </PageFrame>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const hrefOf = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole("link", { name }).getAttribute("href");

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("the site's frame in Georgian", () => {
  it("the header's navigation and account links speak Georgian and stay on Georgian pages", () => {
    renderFrame("/ka/about");
    const nav = screen.getByRole("navigation", { name: "მთავარი ნავიგაცია" });
    expect(hrefOf("მთავარი", nav)).toBe("/ka");
    expect(hrefOf("პროდუქტი", nav)).toBe("/ka#product");
    expect(hrefOf("ჩვენ შესახებ", nav)).toBe("/ka/about");
    expect(hrefOf("საგზაო რუკა", nav)).toBe("/ka/roadmap");
    expect(hrefOf("შესვლა")).toBe("/ka/login");
    expect(hrefOf("რეგისტრაცია")).toBe("/ka/register");
    expect(screen.getByRole("button", { name: "მენიუს გახსნა" })).toBeTruthy();
    expect(screen.getByText("მთავარ შინაარსზე გადასვლა")).toBeTruthy();
  });

  it("signed in: Dashboard and Invest Now in Georgian", () => {
    renderFrame("/ka", { signedIn: true });
    expect(hrefOf("პანელი")).toBe("/ka/dashboard");
    expect(hrefOf("ინვესტირება")).toBe("/ka/investment");
  });

  it("the footer: Georgian headings, legal links, newsletter form and the address as Georgians write it", () => {
    renderFrame("/ka/roadmap");
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("heading", { name: "ნავიგაცია" })).toBeTruthy();
    expect(within(footer).getByRole("heading", { name: "იყავით საქმის კურსში" })).toBeTruthy();
    expect(hrefOf("ინფორმაცია პროდუქტზე", footer)).toBe("/ka#product");
    const legal = within(footer).getByRole("navigation", { name: "სამართლებრივი დოკუმენტები" });
    expect(hrefOf("მომსახურების პირობები", legal)).toBe("/ka/terms-of-service");
    expect(hrefOf("კონფიდენციალურობის პოლიტიკა", legal)).toBe("/ka/privacy-policy");
    expect(hrefOf("საერთაშორისო ნასყიდობის ხელშეკრულება", legal)).toBe("/ka/international-sale-agreement");
    const { street, city, country } = siteConfig.addressKa;
    expect(within(footer).getByText(`${street}, ${city}, ${country}`)).toBeTruthy();
    expect(within(footer).getByLabelText("ელფოსტის მისამართი")).toBeTruthy();
    expect(within(footer).getByRole("button", { name: "გამოწერა" })).toBeTruthy();
    expect(within(footer).getByText(`© 2026 ${siteConfig.academyName}. ყველა უფლება დაცულია.`)).toBeTruthy();
    expect(within(footer).getAllByText("(იხსნება ახალ ჩანართში)")).toHaveLength(siteConfig.community.length);
    // The switch offers English for this very page.
    expect(hrefOf("English", footer)).toBe("/roadmap");
  });

  it("in English the same frame keeps its texts, links and the English address", () => {
    renderFrame("/about");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(hrefOf("Product", nav)).toBe("/#product");
    expect(hrefOf("Roadmap", nav)).toBe("/roadmap");
    const { street, city, country } = siteConfig.address;
    expect(screen.getByText(`${street}, ${city}, ${country}`)).toBeTruthy();
    expect(hrefOf("Terms of Service")).toBe("/terms-of-service");
  });

  it("the signed-in area's actions: Invest Now and Settings in Georgian", () => {
    window.history.replaceState(null, "", "/ka/dashboard");
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={["/ka/dashboard"]}>
          <AppHeaderActions placement="menu" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(hrefOf("ინვესტირება")).toBe("/ka/investment");
    expect(hrefOf("პარამეტრები")).toBe("/ka/profile");
  });
});
