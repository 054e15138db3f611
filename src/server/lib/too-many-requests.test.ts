import { describe, expect, it } from "vitest";
import { withLocale } from "@/server/http/request-locale";
import { tryAgainIn } from "@/server/lib/too-many-requests";

describe("tryAgainIn: how long a refused caller waits, in their language", () => {
  it.each([
    [1, "Please try again in 1 second.", "გთხოვთ, სცადოთ ხელახლა 1 წამში."],
    [42, "Please try again in 42 seconds.", "გთხოვთ, სცადოთ ხელახლა 42 წამში."],
    [60, "Please try again in 1 minute.", "გთხოვთ, სცადოთ ხელახლა 1 წუთში."],
    // Rounded up: "in 1 minute" for 61 s would send the caller back a second too early.
    [61, "Please try again in 2 minutes.", "გთხოვთ, სცადოთ ხელახლა 2 წუთში."],
    [3600, "Please try again in 60 minutes.", "გთხოვთ, სცადოთ ხელახლა 60 წუთში."],
  ])("%i s", (seconds, english, georgian) => {
    expect(withLocale("en", () => tryAgainIn(seconds))).toBe(english);
    expect(withLocale("ka", () => tryAgainIn(seconds))).toBe(georgian);
  });
});
