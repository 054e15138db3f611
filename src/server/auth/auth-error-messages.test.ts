import { describe, expect, it } from "vitest";
import { localizeAuthError } from "@/server/auth/auth-error-messages";
import { withLocale } from "@/server/http/request-locale";

const refusal = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });

describe("localizeAuthError: Better Auth's refusals in the request's language", () => {
  it("rewrites a known code's message and keeps the code, the status and every cookie line", async () => {
    const response = refusal(401, { code: "INVALID_CODE", message: "Invalid code" });
    response.headers.append("Set-Cookie", "a=1; Path=/");
    response.headers.append("Set-Cookie", "b=2; Path=/");
    const localized = await withLocale("ka", () => localizeAuthError(response));
    expect(localized.status).toBe(401);
    expect(await localized.json()).toEqual({
      code: "INVALID_CODE",
      message: "კოდი არასწორია. შეიყვანეთ ავთენტიფიკატორის აპის მიმდინარე კოდი.",
    });
    expect(localized.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("gives the rate limiter's code-less 429 our code, our words and a standard Retry-After", async () => {
    const limited = refusal(
      429,
      { message: "Too many requests. Please try again later." },
      { "X-Retry-After": "7" },
    );
    const localized = await withLocale("en", () => localizeAuthError(limited));
    expect(localized.status).toBe(429);
    expect(localized.headers.get("Retry-After")).toBe("7");
    expect(localized.headers.get("X-Retry-After")).toBe("7");
    expect(await localized.json()).toEqual({
      code: "rate_limited",
      message: "Too many attempts. Please try again in 7 seconds.",
    });
  });

  it("leaves answers it has no words for as they came: successes, unknown codes, inherited names, non-JSON", async () => {
    const untouched = [
      refusal(200, { code: "INVALID_CODE", message: "fine" }),
      refusal(400, { code: "SOMETHING_NEW", message: "Something new" }),
      refusal(400, { code: "constructor", message: "proto" }),
      refusal(400, { code: "toString", message: "proto" }),
      new Response("<html>oops</html>", { status: 500, headers: { "Content-Type": "text/html" } }),
      new Response("not json", { status: 400, headers: { "Content-Type": "application/json" } }),
    ];
    for (const response of untouched) {
      expect(await withLocale("ka", () => localizeAuthError(response))).toBe(response);
    }
  });
});
