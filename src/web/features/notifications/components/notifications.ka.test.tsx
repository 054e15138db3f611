// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
// The message functions read the page's path once the app's locale source is set (as the app does).
import "@/shared/i18n/current-locale";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NotificationList } from "@/web/features/notifications/components/notification-list";
import { bellLabel } from "@/web/features/notifications/components/unread-badge";

beforeEach(() => window.history.replaceState(null, "", "/ka/dashboard"));
afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("notifications in Georgian", () => {
  it("the bell's name and the list's controls are Georgian", () => {
    expect(bellLabel(0)).toBe("შეტყობინებები");
    expect(bellLabel(12)).toBe("შეტყობინებები (9+ წაუკითხავი)");
    render(
      <NotificationList
        notifications={[
          {
            id: "00000000-0000-4000-8000-000000000001",
            type: "system",
            title: "T",
            message: "M",
            priority: "high",
            createdAt: "2026-03-01T12:00:00.000Z",
            read: false,
          },
        ]}
        unread={1}
        onRead={() => undefined}
        onReadAll={() => undefined}
        onDismiss={() => undefined}
      />,
    );
    expect(screen.getByText("1 წაუკითხავი")).toBeTruthy();
    expect(screen.getByRole("button", { name: "ყველას წაკითხულად მონიშვნა" })).toBeTruthy();
    expect(screen.getByText("მნიშვნელოვანი")).toBeTruthy();
    expect(screen.getByRole("button", { name: "დახურვა: T" })).toBeTruthy();
  });
});
