import { describe, expect, it } from "vitest";
import { signInFailure, twoFactorFailure } from "@/web/features/auth/lib/sign-in-error";
import { ApiRequestError } from "@/web/lib/api-request-error";

describe("signInFailure: the spec's messages for a failed sign-in", () => {
  it("401 wrong e-mail or password", () => {
    const failure = signInFailure(
      new ApiRequestError(401, "Invalid email or password", "INVALID_EMAIL_OR_PASSWORD"),
    );
    expect(failure).toEqual({
      message: "Invalid email or password. Please check your credentials.",
      emailNotConfirmed: false,
    });
  });

  it("403 EMAIL_NOT_VERIFIED asks to confirm first and flags the alert", () => {
    const failure = signInFailure(new ApiRequestError(403, "Email not verified", "EMAIL_NOT_VERIFIED"));
    expect(failure).toEqual({
      message: "Please check your email and click the confirmation link before signing in.",
      emailNotConfirmed: true,
    });
  });

  it("anything else: the server's message, else the fallback", () => {
    expect(
      signInFailure(new ApiRequestError(429, "Too many requests. Please try again later.")).message,
    ).toBe("Too many requests. Please try again later.");
    expect(signInFailure(new ApiRequestError(500, "")).message).toBe("Failed to sign in");
    expect(signInFailure(new TypeError("Failed to fetch")).message).toBe("Failed to sign in");
  });
});

describe("twoFactorFailure", () => {
  it("a wrong code stays on the code step with the server's words", () => {
    expect(twoFactorFailure(new ApiRequestError(401, "Invalid code", "INVALID_CODE"))).toEqual({
      message: "Invalid code",
      restart: false,
    });
  });

  it("a lost pending sign-in goes back to the password form", () => {
    expect(
      twoFactorFailure(new ApiRequestError(401, "Invalid two factor cookie", "INVALID_TWO_FACTOR_COOKIE"))
        .restart,
    ).toBe(true);
    expect(
      twoFactorFailure(new ApiRequestError(400, "Too many attempts.", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"))
        .restart,
    ).toBe(true);
  });
});
