// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionsCard } from "@/web/features/profile/components/sessions-card";
import { authClient } from "@/web/lib/auth-client";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("@/web/lib/auth-client", () => ({
  authClient: { listSessions: vi.fn(), revokeOtherSessions: vi.fn() },
}));

const client = vi.mocked(authClient);
const session = (id: string, userAgent: string, minutesAgo: number) => ({
  id,
  token: `token-${id}`,
  userId: "u1",
  createdAt: new Date(Date.now() - 3_600_000),
  updatedAt: new Date(Date.now() - minutesAgo * 60_000),
  expiresAt: new Date(Date.now() + 3_600_000),
  ipAddress: "127.0.0.1",
  userAgent,
});
const chromeLinux =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const safariIphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

const renderCard = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionsCard currentSessionId="here" />
    </QueryClientProvider>,
  );

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe("SessionsCard", () => {
  it("lists the sessions, marks this device, and signs out of the others", async () => {
    client.listSessions
      .mockResolvedValueOnce({
        data: [session("here", chromeLinux, 0), session("phone", safariIphone, 5)],
        error: null,
      } as never)
      .mockResolvedValueOnce({ data: [session("here", chromeLinux, 0)], error: null } as never);
    client.revokeOtherSessions.mockResolvedValue({ data: { status: true }, error: null } as never);
    renderCard();
    const list = await screen.findByRole("list", { name: "Active sessions" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText("Chrome on Linux")).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText("This device")).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText("Safari on iOS")).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText("This device")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Sign out of other sessions" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Signed out of your other sessions."));
    expect(client.revokeOtherSessions).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(
      (screen.getByRole("button", { name: "Sign out of other sessions" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("shows the server's reason when signing the others out fails", async () => {
    client.listSessions.mockResolvedValue({
      data: [session("here", chromeLinux, 0), session("phone", safariIphone, 5)],
      error: null,
    } as never);
    client.revokeOtherSessions.mockResolvedValue({
      data: null,
      error: { status: 401, statusText: "Unauthorized", message: "Session expired" },
    } as never);
    renderCard();
    await screen.findByRole("list", { name: "Active sessions" });
    fireEvent.click(screen.getByRole("button", { name: "Sign out of other sessions" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Session expired"));
  });
});
