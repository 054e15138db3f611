import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_CSP } from "@/server/http/security-headers";
import { kycForm } from "@/server/kyc/kyc-test-files";
import { nextIp, rows, useAccountHarness } from "@/server/test/account-harness";
import { signedInInvestor, signedInOperator } from "@/server/test/operator-fixtures";
import { createTestApp, TEST_ORIGIN } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";

/** What every API answer must carry, whoever built the Response. */
function expectApiHeaders(response: Response, what: string) {
  const headers = Object.fromEntries(response.headers);
  expect(headers, what).toMatchObject({
    "x-content-type-options": "nosniff",
    "content-security-policy": API_CSP,
    "referrer-policy": "no-referrer",
    "cross-origin-resource-policy": "same-origin",
  });
}

/** What every document answer must carry (pages, health, the documents' own errors). */
function expectDocumentHeaders(response: Response, what: string) {
  const headers = Object.fromEntries(response.headers);
  expect(headers, what).toMatchObject({
    "x-frame-options": "SAMEORIGIN",
    "x-content-type-options": "nosniff",
  });
  expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
}

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
      expectApiHeaders(response, response.url);
    }
  });

  it("keep them on errors the API answers itself", async () => {
    const refused = await api.postJson(
      "/api/newsletter",
      { email: "x@example.ge" },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(refused.status).toBe(403);
    expectApiHeaders(refused, "403");
  });

  it("give documents the full set and the strict default policy", async () => {
    const response = await api.call("/sitemap.xml");
    expectDocumentHeaders(response, "sitemap");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    expectDocumentHeaders(await api.call("/no-such-page"), "document 404");
  });

  it("let the unsubscribe page style itself but load nothing", async () => {
    const response = await api.call("/api/newsletter/unsubscribe?token=abcdefghijklmnopqrstuvwx");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("are on Better Auth's own answers under /api/auth", async () => {
    const answers = {
      "get-session": await api.call("/api/auth/get-session"),
      ok: await api.call("/api/auth/ok"),
      "bad sign-in": await api.call(
        "/api/auth/verify-email?token=not-a-token",
        { headers: { Origin: TEST_ORIGIN } },
        nextIp(),
      ),
      "unknown endpoint": await api.call("/api/auth/no-such-endpoint"),
      "malformed JSON": await api.call(
        "/api/auth/change-password",
        { method: "POST", headers: { Origin: TEST_ORIGIN, "Content-Type": "application/json" }, body: "{" },
        nextIp(),
      ),
    };
    for (const [what, response] of Object.entries(answers)) expectApiHeaders(response, what);
  });

  it("are on 500s, of the API and of documents", async () => {
    // Closed before the requests: every query fails as a lost database would.
    const broken = await createTestDatabase("pglite", { migrate: false });
    const brokenApi = createTestApp(broken);
    await broken.destroy();
    const apiError = await brokenApi.call("/api/sale/feed");
    expect(apiError.status).toBe(500);
    expectApiHeaders(apiError, "API 500");
    const documentError = await brokenApi.call("/healthz");
    expect(documentError.status).toBe(500);
    expectDocumentHeaders(documentError, "document 500");
  });
});

describe("security headers on identity documents", () => {
  const h = useAccountHarness("pglite");

  it("are on the owner's and the operator's downloads", async () => {
    const owner = await signedInInvestor(h, "owner");
    const sent = await h.api.call("/api/kyc", {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, cookie: owner.cookie },
      body: kycForm(),
    });
    expect(sent.status).toBe(201);
    const [submission] = await rows<{ id: string }>(
      h,
      sql`select id from kyc_submissions where user_id = ${owner.id}`,
    );
    const operator = await signedInOperator(h);

    const own = await h.api.call("/api/kyc/documents/idFront", { headers: { cookie: owner.cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toMatch(/^attachment/);
    expectApiHeaders(own, "owner's download");

    const reviewed = await h.api.call(`/api/admin/kyc/${submission?.id}/documents/selfie`, {
      headers: { cookie: operator.cookie },
    });
    expect(reviewed.status).toBe(200);
    expectApiHeaders(reviewed, "operator's download");

    const missing = await h.api.call("/api/kyc/documents/nothing", { headers: { cookie: owner.cookie } });
    expect(missing.status).toBe(404);
    expectApiHeaders(missing, "download 404");
  });
});
