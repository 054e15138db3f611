// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ResetPasswordForm } from "@/web/features/auth/components/reset-password-form";
import { renderWithApp, stubFetch } from "@/web/features/auth/components/test-utils";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const onUpdated = vi.fn();
  const onInvalidLink = vi.fn();
  renderWithApp(<ResetPasswordForm token="tok-123" onUpdated={onUpdated} onInvalidLink={onInvalidLink} />);
  const password = screen.getByLabelText("New Password");
  const confirm = screen.getByLabelText("Confirm New Password");
  const button = screen.getByRole("button", { name: "Update Password" });
  const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
  return { onUpdated, onInvalidLink, password, confirm, button, type };
}

const mismatch = () => screen.queryByText("Passwords do not match");

describe("ResetPasswordForm: when the button is enabled", () => {
  it("starts disabled, with the length hint tied to the field", () => {
    const { password, button } = setup();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const hintId = password.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(hintId)?.textContent).toBe("Must be at least 8 characters");
  });

  it("stays disabled for matching passwords shorter than 8", async () => {
    const { password, confirm, button, type } = setup();
    type(password, "short12");
    type(confirm, "short12");
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(mismatch()).toBeNull();
  });

  it("shows the red alert and stays disabled when both are filled and differ", async () => {
    const { password, confirm, button, type } = setup();
    type(password, "long enough 1");
    expect(mismatch()).toBeNull(); // one field filled: no alert yet
    type(confirm, "long enough 2");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Passwords do not match");
    expect(confirm.getAttribute("aria-describedby")).toBe(alert.id);
    expect(confirm.getAttribute("aria-invalid")).toBe("true");
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("enables once both match and are at least 8 characters; the alert goes away", async () => {
    const { password, confirm, button, type } = setup();
    type(password, "long enough 1");
    type(confirm, "long enough 2");
    await screen.findByRole("alert");
    type(confirm, "long enough 1");
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(mismatch()).toBeNull();
  });

  it("says the length rule when a short password loses focus", async () => {
    const { password, type } = setup();
    type(password, "abc");
    fireEvent.blur(password);
    expect(await screen.findByText("Password must be at least 8 characters long")).toBeTruthy();
  });
});

describe("ResetPasswordForm: submitting", () => {
  async function submitValid(ctx: ReturnType<typeof setup>) {
    ctx.type(ctx.password, "new password 1");
    ctx.type(ctx.confirm, "new password 1");
    await waitFor(() => expect((ctx.button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(ctx.button);
  }

  it("sends the new password with the token and reports success", async () => {
    const fetchMock = stubFetch({ status: 200, body: { status: true } });
    const ctx = setup();
    await submitValid(ctx);
    await waitFor(() => expect(ctx.onUpdated).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/auth/reset-password");
    expect(JSON.parse(String(init?.body))).toEqual({ newPassword: "new password 1", token: "tok-123" });
    expect(await screen.findByText("Password updated successfully!")).toBeTruthy();
  });

  it("a used or expired token switches to the invalid-link state", async () => {
    stubFetch({ status: 400, body: { code: "INVALID_TOKEN", message: "Invalid token" } });
    const ctx = setup();
    await submitValid(ctx);
    await waitFor(() => expect(ctx.onInvalidLink).toHaveBeenCalledOnce());
    expect(await screen.findByText("Invalid or expired reset link")).toBeTruthy();
    expect(ctx.onUpdated).not.toHaveBeenCalled();
  });

  it("other failures: the server's message, else the fallback", async () => {
    stubFetch({ status: 500 });
    const ctx = setup();
    await submitValid(ctx);
    expect(await screen.findByText("Failed to update password")).toBeTruthy();
    expect(ctx.onUpdated).not.toHaveBeenCalled();
    expect(ctx.onInvalidLink).not.toHaveBeenCalled();
  });
});
