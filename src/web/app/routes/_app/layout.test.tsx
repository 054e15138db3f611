// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { flushSync } from "react-dom";
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import AppLayout from "@/web/app/routes/_app/layout";
import { useSignedInUser } from "@/web/features/session/hooks/use-signed-in-user";
import type { Session } from "@/web/lib/session";

const session: Session = {
  user: {
    id: "u1",
    email: "nino@example.com",
    name: "Nino K",
    firstName: "Nino",
    lastName: "K",
    phone: "+995555000000",
    country: "GE",
    locale: "en",
    emailVerified: true,
    twoFactorEnabled: false,
  },
  session: { id: "s1", expiresAt: "2030-01-01T00:00:00.000Z" },
};

function ProtectedPage() {
  return <p>Protected page of {useSignedInUser().email}</p>;
}

const loginRendered = vi.fn();

function LoginPage() {
  loginRendered();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>Login page at {pathname + search}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function HomePage() {
  return <p>Home page</p>;
}

/** The app's routes; with `lazyHome`, / loads like a route module not fetched yet (it takes a moment). */
function routesWith({ lazyHome }: { lazyHome: boolean }): RouteObject[] {
  const home: RouteObject = lazyHome
    ? {
        path: "/",
        lazy: async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          return { Component: HomePage };
        },
      }
    : { path: "/", Component: HomePage };
  return [
    home,
    { path: "/login", Component: LoginPage },
    { Component: AppLayout, children: [{ path: "/dashboard", Component: ProtectedPage }] },
  ];
}

/** The app at `entries` (the last one current) with GET /api/auth/get-session answering `answer`. */
function renderAt(
  entries: string[],
  answer: (url: RequestInfo | URL) => Promise<Response>,
  { lazyHome = false } = {},
) {
  vi.stubGlobal("fetch", vi.fn(answer));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routesWith({ lazyHome }), {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  return render(
    <QueryClientProvider client={client}>
      {/* With flushSync, like the app's HydratedRouter (react-router/dom): sign-out relies on it. */}
      <RouterProvider router={router} flushSync={flushSync} />
    </QueryClientProvider>,
  );
}

const json = (body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});
afterEach(cleanup);

describe("protected layout", () => {
  it("shows a labelled spinner while the session loads, and not the page", async () => {
    renderAt(["/dashboard"], () => new Promise<Response>(() => {}));
    const status = await screen.findByRole("status");
    expect(status.textContent).toBe("Loading your account…");
    expect(screen.queryByText(/Protected page/)).toBeNull();
    expect(screen.queryByText(/Login page/)).toBeNull();
  });

  it("sends a signed-out visitor to /login?redirectTo=<path+search>, replacing the history entry", async () => {
    renderAt(["/", "/dashboard?tab=portfolio"], json(null));
    expect((await screen.findByText(/Login page at/)).textContent).toBe(
      `Login page at /login?redirectTo=${encodeURIComponent("/dashboard?tab=portfolio")}`,
    );
    expect(screen.queryByText(/Protected page/)).toBeNull();
    // Replaced, not pushed: Back returns to the page before the protected one.
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByText("Home page")).toBeTruthy();
  });

  it("renders the page, with the signed-in user, when there is a session", async () => {
    renderAt(["/dashboard"], json(session));
    expect(await screen.findByText("Protected page of nino@example.com")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Register" })).toBeNull();
  });

  it("offers a retry instead of redirecting when the session cannot be checked", async () => {
    renderAt(["/dashboard"], () => Promise.resolve(new Response("oops", { status: 500 })));
    // The session query retries once (about a second) before it gives up.
    expect(await screen.findByRole("button", { name: "Try again" }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText(/Login page/)).toBeNull();
  });

  it.each([
    { home: "already loaded", lazyHome: false },
    { home: "still to load", lazyHome: true },
  ])(
    "signing out goes home (its module $home), not to /login, even when the call fails",
    async ({ lazyHome }) => {
      renderAt(
        ["/dashboard"],
        (url) =>
          String(url).includes("/api/auth/get-session")
            ? json(session)()
            : Promise.reject(new TypeError("Failed to fetch")),
        { lazyHome },
      );
      fireEvent.click(await screen.findByRole("button", { name: "Sign Out" }));
      expect(await screen.findByText("Home page")).toBeTruthy();
      expect(loginRendered).not.toHaveBeenCalled();
    },
  );
});
