// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginNotices } from "@/web/features/auth/components/login-notices";
import { renderWithApp, stubFetch } from "@/web/features/auth/components/test-utils";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const afterRegistering = () =>
  renderWithApp(
    <LoginNotices registeredEmail="nino@example.ge" confirmed={false} confirmationError={null} />,
  );

describe("LoginNotices after registering: the check-your-inbox notice", () => {
  it("links the demo outbox when the server serves one", async () => {
    const fetchMock = stubFetch({ status: 200, body: { outbox: "/dev/mail" } });
    afterRegistering();
    expect(screen.getByText(/we sent a confirmation link to/).textContent).toContain("nino@example.ge");
    const link = await screen.findByRole("link", { name: "demo outbox" });
    expect(link.getAttribute("href")).toBe("/dev/mail");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/account/outbox");
  });

  it.each([
    ["says there is none (production, or SMTP configured)", { status: 200, body: { outbox: null } }],
    ["cannot answer", { status: 500, body: { error: "Internal error" } }],
  ])("shows no outbox link when the server %s", async (_, answer) => {
    const fetchMock = stubFetch(answer);
    afterRegistering();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("link", { name: "demo outbox" })).toBeNull();
    expect(screen.queryByText(/This is a demo/)).toBeNull();
  });
});
