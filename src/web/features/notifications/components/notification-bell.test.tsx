// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Notification } from "@/shared/notifications/notification-schemas";
import { NotificationBell } from "@/web/features/notifications/components/notification-bell";

const note = (n: number, read = false): Notification => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  type: "transaction",
  title: `Title ${n}`,
  message: `Message ${n}`,
  priority: "medium",
  createdAt: new Date(Date.UTC(2026, 2, 1, 12, n)).toISOString(),
  read,
});

/** A server holding one user's notifications, answering the routes the bell calls. */
function fakeServer(initial: Notification[]) {
  let list = [...initial];
  const calls: string[] = [];
  const reply = (body: unknown, status = 200) =>
    Promise.resolve(new Response(body === null ? null : JSON.stringify(body), { status }));
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? "GET";
    calls.push(`${method} ${path}`);
    if (method === "GET" && path === "/api/notifications") {
      return reply({ notifications: list, unread: list.filter((n) => !n.read).length });
    }
    if (method === "POST" && path === "/api/notifications/read-all") {
      list = list.map((n) => ({ ...n, read: true }));
      return reply({ marked: 1 });
    }
    if (method === "POST" && path === "/api/notifications/welcome") return reply({ status: "exists" });
    const read = /^\/api\/notifications\/([^/]+)\/read$/.exec(path);
    if (method === "POST" && read) {
      list = list.map((n) => (n.id === read[1] ? { ...n, read: true } : n));
      return reply(null, 204);
    }
    const dismiss = /^\/api\/notifications\/([^/]+)$/.exec(path);
    if (method === "DELETE" && dismiss) {
      list = list.filter((n) => n.id !== dismiss[1]);
      return reply(null, 204);
    }
    return reply({ error: "Not found" }, 404);
  });
  return { fetch, calls };
}

function renderBell(server: ReturnType<typeof fakeServer>) {
  vi.stubGlobal("fetch", server.fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NotificationBell placement="bar" />
    </QueryClientProvider>,
  );
}

const bell = () => screen.getByRole("button", { name: /^Notifications/ });
const badge = () => screen.queryByTestId("unread-badge")?.textContent ?? null;

beforeEach(() => {
  // Radix positions the popover with ResizeObserver, which jsdom lacks.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the notification bell", () => {
  it("shows the unread count and lists the notifications newest first", async () => {
    renderBell(fakeServer([note(3), note(2), note(1, true)]));
    await waitFor(() => expect(badge()).toBe("2"));
    expect(bell().getAttribute("aria-label")).toBe("Notifications (2 unread)");
    fireEvent.click(bell());
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    const titles = within(panel)
      .getAllByRole("listitem")
      .map((item) => item.querySelector("button span span")?.textContent);
    expect(titles).toEqual(["Title 3", "Title 2", "Title 1"]);
  });

  it("marks a notification read when it is clicked, and the count drops", async () => {
    const server = fakeServer([note(2), note(1)]);
    renderBell(server);
    await waitFor(() => expect(badge()).toBe("2"));
    fireEvent.click(bell());
    fireEvent.click(await screen.findByRole("button", { name: /^Title 2/ }));
    await waitFor(() => expect(badge()).toBe("1"));
    expect(server.calls).toContain(`POST /api/notifications/${note(2).id}/read`);
    // A read notification clicked again asks nothing more.
    fireEvent.click(screen.getByRole("button", { name: /^Title 2/ }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.calls.filter((c) => c.endsWith("/read"))).toHaveLength(1);
  });

  it("marks all read (badge gone) and dismisses one", async () => {
    const server = fakeServer([note(2), note(1)]);
    renderBell(server);
    await waitFor(() => expect(badge()).toBe("2"));
    fireEvent.click(bell());
    fireEvent.click(await screen.findByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(badge()).toBeNull());
    expect(bell().getAttribute("aria-label")).toBe("Notifications");

    fireEvent.click(screen.getByRole("button", { name: "Dismiss: Title 1" }));
    await waitFor(() => expect(screen.queryByText("Title 1")).toBeNull());
    expect(server.calls).toContain(`DELETE /api/notifications/${note(1).id}`);
    expect(screen.getByText("Title 2")).toBeTruthy();
  });

  it("asks for the welcome notice 2 s after it appears, not before", async () => {
    const server = fakeServer([]);
    renderBell(server);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(server.calls).not.toContain("POST /api/notifications/welcome");
    await waitFor(() => expect(server.calls).toContain("POST /api/notifications/welcome"), {
      timeout: 1_500,
    });
  });
});
