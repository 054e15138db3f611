// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import AppLayout from "@/web/app/routes/_app/layout";
import AdminLayout from "@/web/app/routes/admin/layout";
import { useSignedInUser } from "@/web/features/session/hooks/use-signed-in-user";
import { apiFetch } from "@/web/lib/api-fetch";
import type { Session } from "@/web/lib/session";

const session: Session = {
  user: {
    id: "u1",
    email: "ops@example.com",
    name: "Ops",
    firstName: "Ops",
    lastName: "Person",
    phone: "",
    country: "GE",
    locale: "en",
    emailVerified: true,
    twoFactorEnabled: false,
  },
  session: { id: "s1", expiresAt: "2030-01-01T00:00:00.000Z" },
};

function ConsolePageStub({ name }: { name: string }) {
  return (
    <p>
      {name} page for {useSignedInUser().email}
    </p>
  );
}

function LoginPage() {
  const { pathname, search } = useLocation();
  return <p>Login page at {pathname + search}</p>;
}

type Answer = { status: number; body: unknown };

/** What the fake server answers; a test may change it between requests. */
interface Server {
  sessionBody: Session | null;
  me: Answer;
  /** GET /api/admin/payments (the payments page stub asks for it). */
  payments?: Answer;
}

/** The payments page as far as the layout cares: one console query. */
function PaymentsPageStub() {
  const payments = useQuery({
    queryKey: ["admin", "table", "/api/admin/payments"],
    queryFn: () => apiFetch("/api/admin/payments", z.unknown()),
    retry: false,
  });
  return (
    <p>
      Payments page for {useSignedInUser().email}
      {payments.isError ? ` (${payments.error.message})` : ""}
    </p>
  );
}

/** The app at `entry`, the server answering the session and GET /api/admin/me as given (anything else: 404). */
function renderAt(
  entry: string,
  { sessionBody = session as Session | null, me, payments }: Partial<Server> & { me: Answer },
) {
  const server: Server = { sessionBody, me, payments };
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith("/api/auth/get-session")) return Response.json(server.sessionBody);
    if (url.startsWith("/api/admin/me")) return Response.json(server.me.body, { status: server.me.status });
    if (url.startsWith("/api/admin/payments") && server.payments)
      return Response.json(server.payments.body, { status: server.payments.status });
    return Response.json({ error: "Not found." }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/login", Component: LoginPage },
      { path: "/dashboard", element: <p>Dashboard</p> },
      {
        Component: AppLayout,
        children: [
          {
            path: "/admin",
            Component: AdminLayout,
            children: [
              { index: true, element: <ConsolePageStub name="Overview" /> },
              { path: "payments", element: <PaymentsPageStub /> },
              { path: "audit", element: <ConsolePageStub name="Audit" /> },
              { path: "kyc/:id", element: <ConsolePageStub name="Submission" /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return Object.assign(fetchMock, { server, client });
}

const operator: Answer = { status: 200, body: { operator: true, email: "ops@example.com" } };
const withoutTwoFactor: Answer = {
  status: 403,
  body: {
    error:
      "Set up two-factor authentication to use the operator console: operators move money and read identity documents.",
    code: "two_factor_required",
  },
};
const signInAgain: Answer = {
  status: 401,
  body: {
    error: "The operator console asks you to sign in again every 12 hours. Please sign in again to continue.",
    code: "sign_in_again",
  },
};
const investor: Answer = {
  status: 403,
  body: { error: "This page is for operators only.", code: "forbidden" },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("operator console layout", () => {
  it("gives an operator the console: its h1, its navigation in order, the current page marked", async () => {
    renderAt("/admin/payments", { me: operator });
    expect(await screen.findByText("Payments page for ops@example.com")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Operator console");
    const nav = screen.getByRole("navigation", { name: "Operator console" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Overview",
      "Payments",
      "Attribution requests",
      "Transfers",
      "Investors",
      "KYC queue",
      "Announcements",
      "Distribution",
      "Dividends",
      "Exports",
      "Audit log",
      "API reference",
    ]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/admin",
      "/admin/payments",
      "/admin/attribution-requests",
      "/admin/transfers",
      "/admin/investors",
      "/admin/kyc",
      "/admin/announcements",
      "/admin/distribution",
      "/admin/dividends",
      "/admin/exports",
      "/admin/audit",
      "/admin/api",
    ]);
    const current = links.filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Payments"]);
  });

  it("marks Overview only on /admin, and the KYC queue on a submission's page", async () => {
    renderAt("/admin/kyc/0b7c3f9e-1111-4a2b-9c3d-222233334444", { me: operator });
    expect(await screen.findByText("Submission page for ops@example.com")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Operator console" });
    expect(within(nav).getByRole("link", { name: "KYC queue" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Overview" }).hasAttribute("aria-current")).toBe(false);
  });

  it("shows the header's Admin link to an operator", async () => {
    renderAt("/admin", { me: operator });
    expect(await screen.findByText("Overview page for ops@example.com")).toBeTruthy();
    const admin = await screen.findByRole("link", { name: "Admin" });
    expect(admin.getAttribute("href")).toBe("/admin");
  });

  it("tells an investor the page is for operators only, asks nothing else of the console, shows no Admin link", async () => {
    const fetchMock = renderAt("/admin/payments?state=refund_due", { me: investor });
    expect(await screen.findByRole("heading", { name: "Operators only" })).toBeTruthy();
    expect(screen.getByText("This page is for operators only.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to your dashboard" }).getAttribute("href")).toBe(
      "/dashboard",
    );
    expect(screen.queryByText(/Payments page/)).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Operator console" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Admin" })).toBeNull();
    // No error about the refusal anywhere but the page's own words.
    expect(screen.queryByRole("alert")).toBeNull();
    const adminCalls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith("/api/admin"));
    expect(new Set(adminCalls)).toEqual(new Set(["/api/admin/me"]));
  });

  it("sends a signed-out visitor to /login with the way back, before asking anything of the console", async () => {
    const fetchMock = renderAt("/admin/audit?action=sign_in", { sessionBody: null, me: operator });
    expect((await screen.findByText(/Login page at/)).textContent).toBe(
      `Login page at /login?redirectTo=${encodeURIComponent("/admin/audit?action=sign_in")}`,
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith("/api/admin"))).toBe(false);
  });

  it("sends to /login when the session ended since the page loaded (401 from the console)", async () => {
    renderAt("/admin/payments", {
      me: { status: 401, body: { error: "Please sign in.", code: "unauthenticated" } },
    });
    await waitFor(() =>
      expect(screen.getByText(/Login page at/).textContent).toBe(
        `Login page at /login?redirectTo=${encodeURIComponent("/admin/payments")}`,
      ),
    );
  });

  it("offers to try again when the access check fails for another reason", async () => {
    renderAt("/admin", { me: { status: 500, body: {} } });
    expect(await screen.findByRole("button", { name: "Try again" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Operators only" })).toBeNull();
  });

  it("leads an operator without two-factor to set it up, then opens the console in place", async () => {
    const fetchMock = renderAt("/admin/payments", { me: withoutTwoFactor });
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Set up two-factor authentication to use the console",
      }),
    ).toBeTruthy();
    // The profile's own set-up, reachable from the keyboard.
    const setUp = screen.getByRole("button", { name: "Turn on two-factor authentication" });
    setUp.focus();
    expect(document.activeElement).toBe(setUp);
    expect(screen.queryByRole("navigation", { name: "Operator console" })).toBeNull();
    expect(screen.queryByText(/Payments page/)).toBeNull();
    // An operator all the same: the header leads back here.
    expect((await screen.findByRole("link", { name: "Admin" })).getAttribute("href")).toBe("/admin");

    // Two-factor turned on: the set-up reloads the session, which now says so.
    fetchMock.server.sessionBody = { ...session, user: { ...session.user, twoFactorEnabled: true } };
    fetchMock.server.me = operator;
    await fetchMock.client.invalidateQueries({ queryKey: ["session"] });
    expect(await screen.findByText("Payments page for ops@example.com")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Operator console" })).toBeTruthy();
  });

  it("sends an operator whose sign-in is too old to sign in again, with the way back", async () => {
    renderAt("/admin/audit?action=sign_in", { me: signInAgain });
    expect(await screen.findByRole("heading", { level: 1, name: "Please sign in again" })).toBeTruthy();
    expect(
      screen.getByText(
        "The operator console asks you to sign in again every 12 hours. Please sign in again to continue.",
      ),
    ).toBeTruthy();
    const link = screen.getByRole("link", { name: "Sign in again" });
    expect(link.getAttribute("href")).toBe(
      `/login?redirectTo=${encodeURIComponent("/admin/audit?action=sign_in")}`,
    );
    expect(screen.queryByRole("navigation", { name: "Operator console" })).toBeNull();
    link.click();
    expect((await screen.findByText(/Login page at/)).textContent).toBe(
      `Login page at /login?redirectTo=${encodeURIComponent("/admin/audit?action=sign_in")}`,
    );
  });

  it("checks access again when a console request is refused while the console is open", async () => {
    const fetchMock = renderAt("/admin/payments", {
      me: operator,
      payments: { status: 200, body: { rows: [] } },
    });
    expect(await screen.findByText("Payments page for ops@example.com")).toBeTruthy();
    // Twelve hours later: the next console request is refused, and so is the access check.
    fetchMock.server.me = signInAgain;
    fetchMock.server.payments = signInAgain;
    await fetchMock.client.invalidateQueries({ queryKey: ["admin", "table"] });
    expect(await screen.findByRole("heading", { name: "Please sign in again" })).toBeTruthy();
  });
});
