import { describe, expect, it } from "vitest";
import { safeRedirect } from "@/web/features/auth/lib/safe-redirect";

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeRedirect("/investment")).toBe("/investment");
    expect(safeRedirect("/profile?tab=wallet")).toBe("/profile?tab=wallet");
  });

  it.each([null, undefined, "", "dashboard", "https://evil.example/", "//evil.example/x", "/\\evil.example"])(
    "sends %j to the dashboard",
    (target) => {
      expect(safeRedirect(target)).toBe("/dashboard");
    },
  );
});
