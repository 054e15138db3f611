// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary, HydrateFallback } from "@/web/app/root";

type BoundaryProps = ComponentProps<typeof ErrorBoundary>;

function renderAt(path: string, element: React.ReactNode) {
  window.history.replaceState(null, "", path);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("the root's fallbacks in Georgian", () => {
  it("an error: a Georgian heading, advice and a way back to the Georgian home page", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const props = { error: new Error("boom") } as unknown as BoundaryProps;
    renderAt("/ka/about", <ErrorBoundary {...props} />);
    expect(screen.getByRole("heading", { name: "რაღაც შეცდომა მოხდა" })).toBeTruthy();
    expect(screen.getByText(/გთხოვთ, განაახლოთ გვერდი/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "მთავარ გვერდზე დაბრუნება" }).getAttribute("href")).toBe("/ka");
  });

  it("in English the error page is as before", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const props = { error: new Error("boom") } as unknown as BoundaryProps;
    renderAt("/about", <ErrorBoundary {...props} />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
  });

  it("the shell's first paint says it is loading, in Georgian", () => {
    renderAt("/ka/dashboard", <HydrateFallback />);
    expect(screen.getByRole("status").textContent).toBe("იტვირთება…");
  });
});
