// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import RoundPage, { meta } from "@/web/app/routes/_marketing/round";

const ID = "7f1e0a52-4c1b-4f6e-9d35-2a1b8c3d4e5f";

beforeAll(() => window.history.replaceState(null, "", `/ka/rounds/${ID}`));
afterAll(() => window.history.replaceState(null, "", "/"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/ka/rounds/:id", () => {
  it("says in Georgian that there is no such round, and leads home in Georgian", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ error: "Not found" }, { status: 404 })),
    );
    const router = createMemoryRouter([{ path: "/ka/rounds/:id", element: <RoundPage /> }], {
      initialEntries: [`/ka/rounds/${ID}`],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect((await screen.findByRole("alert")).textContent).toContain(
      "ამ მისამართზე გამოქვეყნებული რაუნდი არ არსებობს.",
    );
    expect(screen.getByRole("link", { name: "მთავარ გვერდზე დაბრუნება" }).getAttribute("href")).toBe("/ka");
  });

  it("has a Georgian title", () => {
    const tags = meta({ params: { id: ID } }) as Array<Record<string, string>>;
    expect(tags.find((tag) => "title" in tag)?.title).toContain("განაწილების რაუნდი");
  });
});
