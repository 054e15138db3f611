import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { useAccountHarness } from "@/server/test/account-harness";
import { type SignedIn, signedInInvestor, signedInOperator } from "@/server/test/operator-fixtures";
import { TEST_ORIGIN } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";

/** A syntactically valid value for each path parameter the console uses (a fresh UUID for ids). */
const paramValue = (name: string) => (name === "id" ? randomUUID() : name === "kind" ? "selfie" : "1");

/** `/api/admin/kyc/:id/documents/:kind` with values; a parameter's pattern (`:id{...}`) is dropped. */
const fillParams = (path: string) =>
  path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?\??/g, (_, name: string) => paramValue(name));

describe.each(testEngines)("access to every operator endpoint ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);
  let investor: SignedIn;
  let operator: SignedIn;
  beforeAll(async () => {
    investor = await signedInInvestor(h);
    operator = await signedInOperator(h);
  });

  /**
   * Read from the app itself, so that a new endpoint is in the matrix the day it is added.
   * Middleware (`use`) is registered as method ALL: it is not an endpoint.
   */
  const operatorEndpoints = () => {
    const seen = new Set<string>();
    for (const route of h.api.app.routes) {
      if (route.method === "ALL" || !route.path.startsWith("/api/admin/")) continue;
      seen.add(`${route.method} ${route.path}`);
    }
    return [...seen].sort().map((key) => {
      const [method = "GET", path = ""] = key.split(" ");
      return { method, path };
    });
  };

  const send = (method: string, path: string, who: SignedIn | null) =>
    h.api.call(fillParams(path), {
      method,
      headers: {
        Origin: TEST_ORIGIN,
        ...(who ? { cookie: who.cookie } : {}),
        ...(method === "GET" ? {} : { "Content-Type": "application/json" }),
      },
      ...(method === "GET" ? {} : { body: "{}" }),
    });

  it("finds the console's endpoints in the app", () => {
    const keys = operatorEndpoints().map((e) => `${e.method} ${e.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /api/admin/me",
        "GET /api/admin/overview",
        "GET /api/admin/payments",
        "POST /api/admin/payments/attribute",
        "POST /api/admin/payments/refund-paid",
        "GET /api/admin/investors",
        "GET /api/admin/exports/holders.csv",
        "GET /api/admin/exports/newsletter.csv",
        "GET /api/admin/audit",
      ]),
    );
  });

  it("refuses the signed-out (401) and investors (403), and lets operators in without an error", async () => {
    const wrong: string[] = [];
    for (const { method, path } of operatorEndpoints()) {
      const signedOut = await send(method, path, null);
      if (signedOut.status !== 401) wrong.push(`${method} ${path} signed out: ${signedOut.status}`);
      const asInvestor = await send(method, path, investor);
      if (asInvestor.status !== 403) wrong.push(`${method} ${path} investor: ${asInvestor.status}`);
      for (const refused of [signedOut, asInvestor]) {
        if (refused.headers.get("cache-control") !== "no-store")
          wrong.push(`${method} ${path} refusal cached`);
      }
      const asOperator = await send(method, path, operator);
      if ([401, 403].includes(asOperator.status) || asOperator.status >= 500) {
        wrong.push(`${method} ${path} operator: ${asOperator.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
