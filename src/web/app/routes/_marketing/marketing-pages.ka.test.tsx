// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { m } from "@/paraglide/messages";
import { saleDates } from "@/shared/sale/dates";
import { siteConfig } from "@/shared/site-config";
import About, { meta as aboutMeta } from "@/web/app/routes/_marketing/about";
import Home, { meta as homeMeta } from "@/web/app/routes/_marketing/home";
import NotFound, { meta as notFoundMeta } from "@/web/app/routes/_marketing/not-found";

/** A page at `path`, signed out, with the sale figures still loading (the API never answers). */
function renderPage(path: string, Page: () => React.ReactNode) {
  window.history.replaceState(null, "", path);
  const client = new QueryClient();
  client.setQueryData(["session"], null);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

type Descriptors = ReturnType<typeof homeMeta>;
const titleOf = (descriptors: Descriptors) => {
  const found = descriptors.find((d) => "title" in d);
  return found && "title" in found ? found.title : undefined;
};
const descriptionOf = (descriptors: Descriptors) => {
  const found = descriptors.find((d) => "name" in d && d.name === "description");
  return found && "content" in found ? found.content : undefined;
};

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise(() => {})),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("the landing page in Georgian", () => {
  it("hero, sale card, product section and tracker speak Georgian; its links stay Georgian", () => {
    renderPage("/ka", Home);
    expect(
      screen.getByRole("heading", { level: 1, name: "ჩადეთ ინვესტიცია განათლებაში, გააძლიერეთ მომავალი" }),
    ).toBeTruthy();
    expect(screen.getByText(/^PXL გაქცევთ .* 2026 წლის ივლისიდან/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "გაიგეთ მეტი" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "დარეგისტრირდით" }).getAttribute("href")).toBe("/ka/register");
    // Join the Sale registers first, in Georgian, and comes back to the Georgian investment page.
    const card = screen.getByTestId("hero-sale-card");
    expect(within(card).getByText("გაყიდვის მონაცემები იტვირთება...")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "შეუერთდით გაყიდვას" }).getAttribute("href")).toBe(
      "/ka/register?redirectTo=%2Fka%2Finvestment",
    );
    expect(screen.getByRole("heading", { name: `${siteConfig.product}: წილი მზარდ სკოლაში` })).toBeTruthy();
    expect(screen.getByText("ერთი ტოკენის ფასი")).toBeTruthy();
    // Georgian digits: a no-break space groups thousands.
    expect(screen.getByText("1\u00a0095\u00a0000 PXL", { normalizer: (text) => text })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "დივიდენდები ყოველ ექვს თვეში" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "წაიკითხეთ თეთრი წიგნი" }).getAttribute("href")).toBe(
      "/ka/whitepaper",
    );
    expect(screen.getByRole("heading", { name: "მოზიდული სახსრების მრიცხველი" })).toBeTruthy();
    expect(screen.getByText("მოზიდული სახსრების მონაცემები იტვირთება...")).toBeTruthy();
  });

  it("its title and description are Georgian", () => {
    window.history.replaceState(null, "", "/ka");
    const descriptors = homeMeta();
    expect(titleOf(descriptors)).toBe(`${siteConfig.product} — დახურული გაყიდვა | ${siteConfig.academyName}`);
    expect(descriptionOf(descriptors)).toMatch(/დივიდენდები ყოველ ექვს თვეში/);
  });

  it("in English the title and description are the spec's", () => {
    const descriptors = homeMeta();
    expect(titleOf(descriptors)).toBe(`${siteConfig.product} private sale | ${siteConfig.academyName}`);
    expect(descriptionOf(descriptors)).toBe(siteConfig.shortDescription);
  });
});

describe("the about page in Georgian", () => {
  it("every section and the team, names in Georgian script", () => {
    renderPage("/ka/about", About);
    expect(
      screen.getByRole("heading", { level: 1, name: `${siteConfig.academyName}: ჩვენ შესახებ` }),
    ).toBeTruthy();
    for (const name of [
      "ვინ ვართ ჩვენ",
      "ჩვენი ისტორია",
      "ძირითადი მაჩვენებლები",
      "გაიცანით გუნდი",
      `რატომ უნდა აირჩიოთ ${siteConfig.academyName}`,
      "რას ვასწავლით",
      "ტოკენიზებული მომავლის შენება",
    ]) {
      expect(screen.getByRole("heading", { name }), name).toBeTruthy();
    }
    expect(screen.getByRole("heading", { name: "ნინო ბერიძე" })).toBeTruthy();
    expect(screen.getByText("ნბ")).toBeTruthy();
    expect(screen.getByText("დამფუძნებელი და აღმასრულებელი დირექტორი")).toBeTruthy();
    expect(screen.getByRole("link", { name: "იხილეთ საგზაო რუკა" }).getAttribute("href")).toBe("/ka/roadmap");
  });

  it("its title is Georgian; in English the page is as before", () => {
    window.history.replaceState(null, "", "/ka/about");
    expect(titleOf(aboutMeta())).toBe(`აკადემიის შესახებ | ${siteConfig.academyName}`);
    cleanup();
    renderPage("/about", About);
    expect(screen.getByRole("heading", { level: 1, name: `About ${siteConfig.academyName}` })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Nino Beridze" })).toBeTruthy();
    expect(screen.getByText("NB")).toBeTruthy();
  });
});

describe("the not-found page in Georgian", () => {
  it("says so in Georgian and leads back to the Georgian home page", () => {
    renderPage("/ka/no-such-page", NotFound);
    expect(screen.getByRole("heading", { name: "უი! გვერდი ვერ მოიძებნა" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "მთავარ გვერდზე დაბრუნება" }).getAttribute("href")).toBe("/ka");
    expect(titleOf(notFoundMeta())).toBe(`გვერდი ვერ მოიძებნა | ${siteConfig.academyName}`);
  });
});

describe("dates and the city written into the catalogues", () => {
  // Georgian puts them in case forms ("2026 წლის ივლისიდან", "თბილისში"), so the messages hold them
  // as words; English must still say what the sale agreement's dates and the site config say.
  it("the English messages name the agreement's dates and the academy's city", () => {
    const en = { locale: "en" } as const;
    const x = "x";
    expect(m.home_hero_lead({ students: x, price: x, discount: x }, en)).toContain(
      `in ${siteConfig.city}, Georgia`,
    );
    expect(m.home_hero_lead({ students: x, price: x, discount: x }, en)).toContain(saleDates.firstDividends);
    expect(m.home_product_dividends_text({ percent: x }, en)).toContain(saleDates.firstDividends);
    expect(m.home_product_timeline_text({}, en)).toContain(saleDates.tokenDistribution);
    expect(m.home_product_timeline_text({}, en)).toContain(saleDates.publicSale);
    expect(m.about_future_text({ product: x, percent: x, academy: x, discount: x }, en)).toContain(
      saleDates.firstDividends,
    );
    expect(m.about_hero_lead({ symbol: x }, en)).toContain(siteConfig.city);
    expect(m.about_story_text({ academy: x, year: x }, en)).toContain(siteConfig.city);
    expect(m.about_meta_description({ academy: x, students: x }, en)).toContain(siteConfig.city);
  });
});
