// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { bellLabel, UnreadBadge } from "@/web/features/notifications/components/unread-badge";

afterEach(cleanup);

const badgeText = () => screen.queryByTestId("unread-badge")?.textContent ?? null;

describe("the bell's unread badge", () => {
  it("is hidden at 0", () => {
    render(<UnreadBadge unread={0} />);
    expect(badgeText()).toBeNull();
    expect(bellLabel(0)).toBe("Notifications");
  });

  it.each([
    [1, "1"],
    [5, "5"],
    [9, "9"],
    [10, "9+"],
    [20, "9+"],
  ])("shows %i as %s", (unread, shown) => {
    render(<UnreadBadge unread={unread} />);
    expect(badgeText()).toBe(shown);
    expect(bellLabel(unread)).toBe(`Notifications (${shown} unread)`);
  });
});
