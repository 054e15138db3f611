import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { useAccountHarness } from "@/server/test/account-harness";
import {
  ageSignIns,
  type SignedIn,
  signedInInvestor,
  signedInOperator,
  signedInOperatorWithoutTwoFactor,
} from "@/server/test/operator-fixtures";
import { OPERATOR_SIGN_IN_MAX_AGE_MS, TEST_ORIGIN } from "@/server/test/test-app";
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
  let withoutTwoFactor: SignedIn;
  let signedInTooLongAgo: SignedIn;
  beforeAll(async () => {
    investor = await signedInInvestor(h);
    operator = await signedInOperator(h);
    withoutTwoFactor = await signedInOperatorWithoutTwoFactor(h, "operator-without-2fa");
    signedInTooLongAgo = await signedInOperator(h, "operator-signed-in-long-ago");
    // A minute past the limit the app was given (the default, 12 hours).
    await ageSignIns(h, signedInTooLongAgo.id, OPERATOR_SIGN_IN_MAX_AGE_MS + 60_000);
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
        "GET /api/admin/attribution-requests",
        "POST /api/admin/attribution-requests/:id/attribute",
        "POST /api/admin/attribution-requests/:id/decline",
        "GET /api/admin/investors",
        "GET /api/admin/exports/holders.csv",
        "GET /api/admin/exports/newsletter.csv",
        "GET /api/admin/audit",
        "GET /api/admin/distribution/preview",
        "POST /api/admin/distribution/rounds",
        "GET /api/admin/distribution/rounds",
        "GET /api/admin/distribution/rounds/:id",
        "GET /api/admin/distribution/rounds/:id/entries.csv",
        "POST /api/admin/dividends/preview",
        "POST /api/admin/dividends/rounds",
        "GET /api/admin/dividends/rounds",
        "GET /api/admin/dividends/rounds/:id",
        "GET /api/admin/dividends/rounds/:id/entries.csv",
      ]),
    );
  });

  it("refuses the signed-out (401) and investors (403), and lets operators with two-factor in without an error", async () => {
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

  it("refuses an operator without two-factor on every endpoint (403 two_factor_required), uncached", async () => {
    const wrong: string[] = [];
    for (const { method, path } of operatorEndpoints()) {
      const answer = await send(method, path, withoutTwoFactor);
      const body = (await answer.json().catch(() => null)) as { code?: string } | null;
      if (answer.status !== 403 || body?.code !== "two_factor_required")
        wrong.push(`${method} ${path}: ${answer.status} ${body?.code}`);
      if (answer.headers.get("cache-control") !== "no-store") wrong.push(`${method} ${path} refusal cached`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses an operator with two-factor whose sign-in is older than the limit on every endpoint (401 sign_in_again)", async () => {
    const wrong: string[] = [];
    for (const { method, path } of operatorEndpoints()) {
      const answer = await send(method, path, signedInTooLongAgo);
      const body = (await answer.json().catch(() => null)) as { code?: string } | null;
      if (answer.status !== 401 || body?.code !== "sign_in_again")
        wrong.push(`${method} ${path}: ${answer.status} ${body?.code}`);
      if (answer.headers.get("cache-control") !== "no-store") wrong.push(`${method} ${path} refusal cached`);
    }
    expect(wrong).toEqual([]);
  });
});
