// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { productSectionId } from "@/shared/routes";
import { useProductLink } from "@/web/features/navigation/use-product-scroll";

function ProductLink() {
  const goToProduct = useProductLink();
  const { pathname, hash } = useLocation();
  return (
    <>
      <button type="button" onClick={() => goToProduct()}>
        Product
      </button>
      <output>{`${pathname}${hash}`}</output>
      <section id={productSectionId} />
    </>
  );
}

const scrollIntoView = vi.fn();

function clickProductOn(path: string) {
  window.history.replaceState(null, "", path);
  render(
    <MemoryRouter initialEntries={[path]}>
      <ProductLink />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Product" }));
  return screen.getByRole("status").textContent;
}

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.stubGlobal("matchMedia", () => ({ matches: true }));
});

afterEach(() => {
  cleanup();
  scrollIntoView.mockReset();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("the Product link keeps the reader's language", () => {
  it("on a Georgian page it goes to the Georgian landing page's product section", () => {
    expect(clickProductOn("/ka/about")).toBe("/ka#product");
  });

  it("on the Georgian landing page it scrolls there, without leaving the page", () => {
    expect(clickProductOn("/ka")).toBe("/ka");
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("in English: /#product from another page, a scroll on the landing page", () => {
    expect(clickProductOn("/roadmap")).toBe("/#product");
    cleanup();
    expect(clickProductOn("/")).toBe("/");
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
