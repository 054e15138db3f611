// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CAP_MICRO_USDT } from "@/shared/sale/rules";
import { tokenDataFor } from "@/shared/sale/token-data";
import { type TrackerState, TrackerView } from "@/web/features/sale/components/tracker-view";
// What the app sets up in its root: message functions read the language from the page's path.
import "@/shared/i18n/current-locale";

const AT = new Date("2026-03-01T12:00:00.000Z");

function renderTracker(state: TrackerState, live = true) {
  render(
    <MemoryRouter initialEntries={["/ka"]}>
      <TrackerView state={state} joinHref="/ka/register" live={live} />
    </MemoryRouter>,
  );
}

beforeEach(() => window.history.replaceState(null, "", "/ka"));
afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("the fundraising tracker in Georgian", () => {
  it("loading, empty and error", () => {
    renderTracker({ kind: "loading" });
    expect(screen.getByText("მოზიდული სახსრების მონაცემები იტვირთება...")).toBeTruthy();
    cleanup();
    renderTracker({ kind: "empty" });
    expect(screen.getByText("მოზიდული სახსრების მონაცემები არ არის")).toBeTruthy();
    cleanup();
    renderTracker({ kind: "error", retry: () => {} });
    expect(screen.getByRole("alert").textContent).toBe(
      "მოზიდული სახსრების მონაცემების ჩატვირთვისას მოხდა შეცდომა",
    );
    expect(screen.getByRole("button", { name: "სცადეთ ხელახლა" })).toBeTruthy();
  });

  it("with nothing raised: Georgian labels, Georgian digits, the initializing notice", () => {
    renderTracker({ kind: "ready", data: tokenDataFor(0n, AT) }, false);
    expect(screen.getByRole("heading", { name: "დახურული გაყიდვის პროგრესი" })).toBeTruthy();
    expect(screen.getByText("დაკავშირება...")).toBeTruthy();
    expect(screen.getByText("მონაცემები მზადდება — მიმდინარეობს ბლოკჩეინთან სინქრონიზაცია")).toBeTruthy();
    expect(screen.getByText("0,00 USDT")).toBeTruthy();
    expect(screen.getByText("მოზიდულია (მიზანი: 140 000 USDT)")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "დახურული გაყიდვის პროგრესი" })).toBeTruthy();
    for (const label of ["PXL ტოკენის ფასი", "გაყიდული ტოკენები", "დარჩენილი ტოკენები", "სტატუსი"]) {
      expect(screen.getByText(label, { selector: "dt" })).toBeTruthy();
    }
    expect(screen.getByText("ხელმისაწვდომია")).toBeTruthy();
    expect(screen.getByText("TGA").getAttribute("title")).toBe("საბაზრო კაპიტალიზაცია ტოკენის გამოშვებისას");
    expect(screen.getByRole("link", { name: "შეუერთდით გაყიდვას" }).getAttribute("href")).toBe(
      "/ka/register",
    );
    expect(screen.getByText("საერთო მიწოდება (PXL)")).toBeTruthy();
    expect(screen.getByText("ფასდაკლება კურსებზე")).toBeTruthy();
  });

  it("sold out: the completed sale in Georgian", () => {
    renderTracker({ kind: "ready", data: tokenDataFor(CAP_MICRO_USDT, AT) });
    expect(screen.getByRole("heading", { name: "დახურული გაყიდვა დასრულდა" })).toBeTruthy();
    expect(screen.getByText("ცოცხალი მონაცემები")).toBeTruthy();
    expect(screen.getByText("გაყიდულია")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("PXL ტოკენები გაყიდულია");
    expect(screen.queryByRole("link")).toBeNull();
  });
});
