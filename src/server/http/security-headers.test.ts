import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";

describe("security headers", () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    api = createTestApp(database);
  });
  afterAll(() => database.destroy());

  it("give JSON answers nosniff and a deny-all policy", async () => {
    for (const response of [await api.call("/api/sale"), await api.call("/api/nope")]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    }
  });

  it("keep them on errors the API answers itself", async () => {
    const refused = await api.postJson(
      "/api/newsletter",
      { email: "x@example.ge" },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(refused.status).toBe(403);
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("give documents the full set and the strict default policy", async () => {
    const response = await api.call("/sitemap.xml");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("let the unsubscribe page style itself but load nothing", async () => {
    const response = await api.call("/api/newsletter/unsubscribe?token=abcdefghijklmnopqrstuvwx");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    );
  });
});
