// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, stubFetch } from "@/web/features/auth/components/test-utils";
import { TwoFactorForm } from "@/web/features/auth/components/two-factor-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const onSignedIn = vi.fn();
  const onRestart = vi.fn();
  renderWithApp(<TwoFactorForm onSignedIn={onSignedIn} onRestart={onRestart} />);
  const send = (label: string, code: string) => {
    fireEvent.change(screen.getByLabelText(label), { target: { value: code } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
  };
  return { onSignedIn, onRestart, send };
}

const posted = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === "POST")
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));

describe("TwoFactorForm: the code step of a sign-in", () => {
  it("refuses a code that is not six digits, and sends nothing", async () => {
    const fetchMock = stubFetch();
    const ctx = setup();
    ctx.send("Authentication code", "12345");
    expect(await screen.findByText("Enter the 6-digit code from your authenticator app")).toBeTruthy();
    expect(posted(fetchMock)).toEqual([]);
    expect(ctx.onSignedIn).not.toHaveBeenCalled();
  });

  it("sends the app's code without its space, then signs in", async () => {
    const fetchMock = stubFetch({ status: 200, body: { user: { id: "u1" } } }, { status: 200, body: null });
    const ctx = setup();
    ctx.send("Authentication code", "123 456");
    await waitFor(() => expect(ctx.onSignedIn).toHaveBeenCalledOnce());
    expect(posted(fetchMock)).toEqual([
      { url: "/api/auth/two-factor/verify-totp", body: { code: "123456" } },
    ]);
  });

  it("takes a backup code instead, and asks for one when it is empty", async () => {
    const fetchMock = stubFetch({ status: 200, body: { user: { id: "u1" } } }, { status: 200, body: null });
    const ctx = setup();
    fireEvent.click(screen.getByRole("button", { name: "Use a backup code" }));
    ctx.send("Backup code", "   ");
    expect(await screen.findByText("Enter one of your backup codes")).toBeTruthy();
    expect(posted(fetchMock)).toEqual([]);
    ctx.send("Backup code", " abcd-efgh ");
    await waitFor(() => expect(ctx.onSignedIn).toHaveBeenCalledOnce());
    expect(posted(fetchMock)).toEqual([
      { url: "/api/auth/two-factor/verify-backup-code", body: { code: "abcd-efgh" } },
    ]);
  });

  it("a wrong code clears the field and says why; an expired sign-in goes back to the password", async () => {
    stubFetch(
      { status: 401, body: { code: "INVALID_CODE", message: "Invalid code" } },
      { status: 401, body: { code: "INVALID_TWO_FACTOR_COOKIE", message: "Invalid two factor cookie" } },
    );
    const ctx = setup();
    ctx.send("Authentication code", "111111");
    expect((await screen.findAllByText("Invalid code")).length).toBeGreaterThan(0);
    expect((screen.getByLabelText("Authentication code") as HTMLInputElement).value).toBe("");
    expect(ctx.onRestart).not.toHaveBeenCalled();
    ctx.send("Authentication code", "222222");
    await waitFor(() => expect(ctx.onRestart).toHaveBeenCalledOnce());
    expect(ctx.onSignedIn).not.toHaveBeenCalled();
  });
});
