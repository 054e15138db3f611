// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginForm } from "@/web/features/auth/components/login-form";
import { renderWithApp, stubFetch } from "@/web/features/auth/components/test-utils";
import type { CaptchaFieldControl } from "@/web/features/auth/hooks/use-captcha";

// The real widget solves a proof of work in a worker; here a button hands over a payload.
vi.mock("@/web/features/auth/components/captcha-field", () => ({
  CaptchaField: ({ control }: { control: CaptchaFieldControl }) => (
    <div>
      <button type="button" onClick={() => control.onPayloadChange(`solution-${control.resets}`)}>
        Solve captcha
      </button>
      <output aria-label="captcha resets">{control.resets}</output>
    </div>
  ),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const onSignedIn = vi.fn();
  const onTwoFactor = vi.fn();
  renderWithApp(<LoginForm onSignedIn={onSignedIn} onTwoFactor={onTwoFactor} />);
  const email = screen.getByLabelText("Email");
  const signInButton = () => screen.getByRole("button", { name: /Sign In|Signing In/ }) as HTMLButtonElement;
  const resets = () => screen.getByLabelText("captcha resets").textContent;
  const submit = async () => {
    fireEvent.click(screen.getByRole("button", { name: "Solve captcha" }));
    fireEvent.change(email, { target: { value: "nino@example.ge" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "correct horse" } });
    await waitFor(() => expect(signInButton().disabled).toBe(false));
    fireEvent.click(signInButton());
  };
  return { onSignedIn, onTwoFactor, email, signInButton, resets, submit };
}

describe("LoginForm: the button and the request", () => {
  it("is disabled until the captcha is solved, and sends the solution in the header", async () => {
    const fetchMock = stubFetch({ status: 200, body: { user: { id: "u1" } } }, { status: 200, body: null });
    const ctx = setup();
    expect(ctx.signInButton().disabled).toBe(true);
    await ctx.submit();
    await waitFor(() => expect(ctx.onSignedIn).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/auth/sign-in/email");
    expect(new Headers(init?.headers).get("x-captcha-response")).toBe("solution-0");
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "nino@example.ge",
      password: "correct horse",
      rememberMe: false,
    });
    expect(await screen.findByText("Successfully signed in!")).toBeTruthy();
  });

  it("goes to the code step when the account has two-factor on", async () => {
    stubFetch({ status: 200, body: { twoFactorRedirect: true } });
    const ctx = setup();
    await ctx.submit();
    await waitFor(() => expect(ctx.onTwoFactor).toHaveBeenCalledOnce());
    expect(ctx.onSignedIn).not.toHaveBeenCalled();
  });
});

describe("LoginForm: error mapping (spec section 8), each resetting the captcha", () => {
  it("401: invalid e-mail or password", async () => {
    stubFetch({
      status: 401,
      body: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
    });
    const ctx = setup();
    await ctx.submit();
    expect(await screen.findByText("Invalid email or password. Please check your credentials.")).toBeTruthy();
    expect(ctx.resets()).toBe("1");
    expect(ctx.signInButton().disabled).toBe(true); // the spent solution is gone
    expect(ctx.onSignedIn).not.toHaveBeenCalled();
  });

  it("403 EMAIL_NOT_VERIFIED: alert with a resend button, toast, cleared by editing the e-mail", async () => {
    const fetchMock = stubFetch(
      { status: 403, body: { code: "EMAIL_NOT_VERIFIED", message: "Email not verified" } },
      { status: 200, body: { status: true } },
    );
    const ctx = setup();
    await ctx.submit();
    const text = "Please check your email and click the confirmation link before signing in.";
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(text);
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2)); // the alert and the toast
    expect(ctx.email.getAttribute("aria-describedby")).toContain(alert.id);
    expect(ctx.resets()).toBe("1");

    fireEvent.click(screen.getByRole("button", { name: "Resend confirmation e-mail" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe("/api/auth/send-verification-email");
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "nino@example.ge",
      callbackURL: "/dashboard",
    });

    fireEvent.change(ctx.email, { target: { value: "nino@example.com" } });
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Resend confirmation e-mail" })).toBeNull(),
    );
  });

  it("429 and other errors with a message: the server's words", async () => {
    stubFetch({ status: 429, body: { message: "Too many requests. Please try again later." } });
    const ctx = setup();
    await ctx.submit();
    expect(await screen.findByText("Too many requests. Please try again later.")).toBeTruthy();
    expect(ctx.resets()).toBe("1");
  });

  it("a captcha refusal from our middleware ({ error, code }) shows its message", async () => {
    stubFetch({
      status: 400,
      body: { error: "CAPTCHA expired. Please verify again.", code: "captcha_expired" },
    });
    const ctx = setup();
    await ctx.submit();
    expect(await screen.findByText("CAPTCHA expired. Please verify again.")).toBeTruthy();
    expect(ctx.resets()).toBe("1");
  });

  it("no message at all: Failed to sign in", async () => {
    stubFetch({ status: 502 });
    const ctx = setup();
    await ctx.submit();
    expect(await screen.findByText("Failed to sign in")).toBeTruthy();
    expect(ctx.resets()).toBe("1");
  });
});
