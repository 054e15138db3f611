import { describe, expect, it } from "vitest";
import { isReturnPath } from "@/shared/auth/return-path";

describe("isReturnPath: where a confirmation link may send the browser", () => {
  it.each([
    "/investment",
    "/dashboard",
    "/",
    "/profile?tab=wallet",
    "/kyc#documents",
    "/login?confirmed=1",
    "/ka/dashboard",
    "/ka",
  ])("accepts the page %j", (path) => {
    expect(isReturnPath(path)).toBe(true);
  });

  it.each([
    ["an absolute address", "https://evil.example/investment"],
    ["an address of this scheme on another host", "http://localhost:3000/investment"],
    ["a protocol-relative address", "//evil.example/investment"],
    ["a protocol-relative address with a backslash", "/\\evil.example"],
    ["a backslash later in the path", "/investment\\..\\x"],
    ["a tab a browser would drop", "/\t/evil.example"],
    ["a newline a browser would drop", "/\n/evil.example"],
    ["a space", "/ /evil.example"],
    ["a relative path", "investment"],
    ["a javascript: address", "javascript:alert(1)"],
    ["an empty string", ""],
    ["an API call", "/api/account/sign-out"],
    ["the API root", "/api"],
    ["a very long path", `/${"a".repeat(600)}`],
  ])("refuses %s", (_, path) => {
    expect(isReturnPath(path)).toBe(false);
  });
});
