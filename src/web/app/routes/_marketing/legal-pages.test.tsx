// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, createRoutesStub, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import * as saleAgreementPage from "@/web/app/routes/_marketing/international-sale-agreement";
import * as privacyPage from "@/web/app/routes/_marketing/privacy-policy";
import * as termsPage from "@/web/app/routes/_marketing/terms-of-service";
import { PrevailingLanguageNote } from "@/web/features/marketing/legal/prevailing-language-note";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

interface PageModule {
  loader: (args: never) => unknown;
  default: unknown;
}

const pages = [
  { path: "/terms-of-service", module: termsPage, h1: "Terms of Service", h1Ka: "მომსახურების პირობები" },
  { path: "/privacy-policy", module: privacyPage, h1: "Privacy Policy", h1Ka: "კონფიდენციალურობის პოლიტიკა" },
  {
    path: "/international-sale-agreement",
    module: saleAgreementPage,
    h1: "International Sale Agreement",
    h1Ka: "საერთაშორისო ნასყიდობის ხელშეკრულება",
  },
] as const;

function Elsewhere() {
  return <h1>elsewhere</h1>;
}

/** The page at `at` as the router renders it: its loader picks the document of the path's language. */
async function renderPage(module: PageModule, at: string) {
  // Message functions read the language from the address bar, the page from the router.
  window.history.replaceState(null, "", at);
  const Stub = createRoutesStub([
    // biome-ignore lint/suspicious/noExplicitAny: the route module's own props type is the stub's
    { path: at, Component: module.default as any, loader: module.loader as any },
    { path: "*", Component: Elsewhere },
  ]);
  render(<Stub initialEntries={[at]} />);
  return screen.findByRole("heading", { level: 1 });
}

describe.each(pages)("$path", ({ path, module, h1, h1Ka }) => {
  it("in English: the English document, no translation note, effective June 20, 2025", async () => {
    expect(await renderPage(module, path)).toHaveProperty("textContent", h1);
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.getByText("Effective June 20, 2025")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Contents" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[\u10d0-\u10ff]/);
  });

  it("in Georgian: the Georgian document, the English text prevailing with a link to it, the same date", async () => {
    expect(await renderPage(module, `/ka${path}`)).toHaveProperty("textContent", h1Ka);
    const note = screen.getByRole("note");
    expect(note.textContent).toContain("უპირატესობა ენიჭება ინგლისურ ტექსტს");
    const link = within(note).getByRole("link", { name: "ინგლისური ტექსტის წაკითხვა" });
    expect(link.getAttribute("href")).toBe(path);
    expect(link.getAttribute("hreflang")).toBe("en");
    expect(screen.getByText("ძალაში შესვლის თარიღი: 2025 წლის 20 ივნისი")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "სარჩევი" })).toBeTruthy();
    // The contact block: the academy's address as Georgian readers write it.
    expect(screen.getByText("რუსთაველის გამზირი 12")).toBeTruthy();
    expect(document.body.textContent).not.toContain("Rustaveli");
  });
});

describe("the prevailing-language note", () => {
  function renderNote(at: string, prevailing: "en" | "ka") {
    window.history.replaceState(null, "", at);
    const router = createMemoryRouter(
      [{ path: at, element: <PrevailingLanguageNote path="/terms-of-service" prevailing={prevailing} /> }],
      { initialEntries: [at] },
    );
    render(<RouterProvider router={router} />);
  }

  it("if the Georgian text prevailed, would stand on the English pages instead, linking to Georgian", async () => {
    renderNote("/terms-of-service", "ka");
    const note = await screen.findByRole("note");
    expect(note.textContent).toContain("the Georgian text prevails");
    expect(within(note).getByRole("link", { name: "Read the Georgian text" }).getAttribute("href")).toBe(
      "/ka/terms-of-service",
    );
  });

  it("and not on the Georgian pages", () => {
    renderNote("/ka/terms-of-service", "ka");
    expect(screen.queryByRole("note")).toBeNull();
  });
});

describe("the International Sale Agreement in Georgian", () => {
  it("keeps its Back to Home links in Georgian, to the Georgian home page", async () => {
    await renderPage(saleAgreementPage, "/ka/international-sale-agreement");
    const links = screen.getAllByRole("link", { name: "მთავარ გვერდზე დაბრუნება" });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute("href")).toBe("/ka");
  });
});
