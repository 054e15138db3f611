// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionLinks } from "@/web/app/layout/session-links";
import type { Session } from "@/web/lib/session";

const session = { user: { id: "u1", email: "nino@example.com" }, session: { id: "s1" } } as Session;

/** The links with the session query loading (undefined), signed out (null) or signed in. */
function renderLinks(state: Session | null | undefined) {
  const client = new QueryClient();
  // Loading: GET /api/auth/get-session never answers.
  if (state === undefined)
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
  else client.setQueryData(["session"], state);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionLinks placement="bar" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("header account links", () => {
  it("signed out: Login and Register", () => {
    renderLinks(null);
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/register");
    expect(screen.queryByRole("link", { name: "Dashboard" })).toBeNull();
  });

  it("signed in: Dashboard and Invest Now", () => {
    renderLinks(session);
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(screen.getByRole("link", { name: "Invest Now" }).getAttribute("href")).toBe("/investment");
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
  });

  it("while loading: the signed-out links hold their place, invisible", () => {
    renderLinks(undefined);
    for (const name of ["Login", "Register"]) {
      expect(screen.getByText(name).className).toContain("invisible");
    }
    expect(screen.queryByText("Dashboard")).toBeNull();
    expect(fetch).toHaveBeenCalledWith("/api/auth/get-session", expect.anything());
  });
});
