// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { flushSync } from "react-dom";
import { createMemoryRouter, RouterProvider } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { useSignOut } from "@/web/features/session/api/sign-out";
import type { Session } from "@/web/lib/session";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const session = {
  user: { id: "u1", email: "nino@example.com", firstName: "Nino" },
  session: { id: "s1", expiresAt: "2030-01-01T00:00:00.000Z" },
} as Session;

function HomePage() {
  return <p>Home page</p>;
}

function SignOutPage() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => signOut.mutate()}>
      Sign Out
    </button>
  );
}

/** Signed in on /dashboard, with some of the user's data cached; the sign-out call answers `answer`. */
function renderSignedIn(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient();
  client.setQueryData(["session"], session);
  client.setQueryData(["transactions", "u1"], [{ id: "t1" }]);
  const router = createMemoryRouter(
    [
      { path: "/", Component: HomePage },
      { path: "/dashboard", Component: SignOutPage },
    ],
    { initialEntries: ["/dashboard"] },
  );
  render(
    <QueryClientProvider client={client}>
      {/* With flushSync, like the app's HydratedRouter (react-router/dom): sign-out relies on it. */}
      <RouterProvider router={router} flushSync={flushSync} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Sign Out" }));
  return { client, fetchMock };
}

async function expectSignedOutAtHome(client: QueryClient) {
  expect(await screen.findByText("Home page")).toBeTruthy();
  expect(client.getQueryData(["session"])).toBeNull();
  expect(client.getQueryCache().find({ queryKey: ["transactions", "u1"] })).toBeUndefined();
}

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});
afterEach(cleanup);

describe("useSignOut", () => {
  it("ends the sessions on the server, clears the cached session and user data, and goes home", async () => {
    const { client, fetchMock } = renderSignedIn(() =>
      Promise.resolve(new Response('{"status":"signed_out"}', { status: 200 })),
    );
    await expectSignedOutAtHome(client);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/account/sign-out",
      expect.objectContaining({ method: "POST" }),
    );
    expect(toast.success).toHaveBeenCalledWith("Signed out successfully!");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("still signs the browser out and goes home when the server cannot be reached", async () => {
    const { client } = renderSignedIn(() => Promise.reject(new TypeError("Failed to fetch")));
    await expectSignedOutAtHome(client);
    expect(toast.error).toHaveBeenCalledWith("Failed to sign out.");
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("still signs the browser out and goes home when the server answers with an error", async () => {
    const { client } = renderSignedIn(() => Promise.resolve(new Response("", { status: 500 })));
    await expectSignedOutAtHome(client);
    expect(toast.error as Mock).toHaveBeenCalledWith("Failed to sign out.");
  });

  it("treats 401, 403 and 404 as already signed out (the spec ignores them)", async () => {
    const { client } = renderSignedIn(() => Promise.resolve(new Response("", { status: 401 })));
    await expectSignedOutAtHome(client);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Signed out successfully!"));
  });
});

function GeorgianHomePage() {
  return <p>Georgian home page</p>;
}

describe("useSignOut on a Georgian page", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("goes to the Georgian home page and says so in Georgian", async () => {
    window.history.replaceState(null, "", "/ka/dashboard");
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response('{"status":"signed_out"}', { status: 200 }))),
    );
    const client = new QueryClient();
    client.setQueryData(["session"], session);
    const router = createMemoryRouter(
      [
        { path: "/", Component: HomePage },
        { path: "/ka", Component: GeorgianHomePage },
        { path: "/ka/dashboard", Component: SignOutPage },
      ],
      { initialEntries: ["/ka/dashboard"] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} flushSync={flushSync} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(await screen.findByText("Georgian home page")).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith("თქვენ წარმატებით გახვედით!");
  });
});
