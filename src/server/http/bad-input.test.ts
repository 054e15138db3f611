import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { currentSession, nextIp, sessionCookie, signIn } from "@/server/test/account-harness";
import {
  type SignedIn,
  type SignedInOperator,
  signedInInvestor,
  signedInOperator,
} from "@/server/test/operator-fixtures";
import { usePaymentsHarness } from "@/server/test/payments-harness";
import { TEST_ORIGIN } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";
import { signInWithTwoFactor } from "@/server/test/two-factor";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A syntactically valid value for each path parameter (the access matrix's rule, plus an address). */
const paramValue = (name: string) =>
  name === "address"
    ? "0x000000000000000000000000000000000000dEaD"
    : name === "kind"
      ? "selfie"
      : name === "token"
        ? "abcdefghijklmnopqrstuvwx"
        : randomUUID();

const fillParams = (path: string) =>
  path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?\??/g, (_, name: string) => paramValue(name));

const TX = `0x${"ab".repeat(32)}`;
/**
 * One body for every route: each field any schema reads, valid but for its numbers, which are past
 * what an `integer` column holds (2^31), what a JavaScript number keeps exactly (2^53), or finite.
 */
const outOfRange = JSON.stringify({
  chainId: 2 ** 31,
  logIndex: 2 ** 31,
  txHash: TX,
  refundTxHash: TX,
  hash: TX,
  email: "someone@example.ge",
  reason: "An exchange withdrawal: the investor wrote to us with the hash.",
  page: 2 ** 31,
  pageSize: 1e308,
  id: 2 ** 63,
  jsonrpc: "2.0",
  method: "eth_getBlockByNumber",
  params: ["0x1", false],
  period: "2026-H1",
  profit: "1e308",
});

/** What a client might send instead of a JSON object. */
const badBodies: Record<string, string> = {
  "malformed JSON": '{"email": ',
  "an array": "[]",
  "a string": '"x"',
  "a number": "1e999",
  null: "null",
  "out-of-range numbers": outOfRange,
};

/**
 * A refusal that says what was wrong: our `{ error }`, Better Auth's `{ message }`, or the JSON-RPC
 * proxy's `{ error: { code, message } }` (what wallet libraries read).
 */
function isApiError(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    const rpcMessage = (body.error as { message?: unknown } | undefined)?.message;
    return [body.error, body.message, rpcMessage].some((m) => typeof m === "string");
  } catch {
    return false;
  }
}

describe.each(testEngines)("bad input on every route ($engine)", ({ engine }) => {
  const h = usePaymentsHarness(engine);
  let investor: SignedIn;
  let operator: SignedInOperator;
  beforeAll(async () => {
    investor = await signedInInvestor(h);
    operator = await signedInOperator(h);
  });

  const send = (method: string, path: string, body: string, who: SignedIn | null) =>
    h.api.call(
      path,
      {
        method,
        headers: {
          Origin: TEST_ORIGIN,
          ...(method === "GET" ? {} : { "Content-Type": "application/json" }),
          ...(who ? { cookie: who.cookie } : {}),
        },
        ...(method === "GET" ? {} : { body }),
      },
      nextIp(),
    );

  /**
   * As `who`. Some endpoints (sign-out, revoke-sessions) end the session they are sent with: a 401
   * to a signed-in role is retried once, signed in again (an operator with their second factor, or
   * the console would refuse every later request).
   */
  async function sendAs(method: string, path: string, body: string, who: SignedIn | null) {
    const response = await send(method, path, body, who);
    if (!who || response.status !== 401 || (await currentSession(h.api, who.cookie))) return response;
    who.cookie =
      "key" in who
        ? await signInWithTwoFactor(h, who.email, (who as SignedInOperator).key)
        : sessionCookie(await signIn(h, who.email));
    return send(method, path, body, who);
  }

  /**
   * The app's own endpoints (read from its router, so a new one is swept the day it is added) and
   * Better Auth's (read from its API, which the app serves under `/api/auth/*`).
   */
  function stateChangingEndpoints() {
    const seen = new Set<string>();
    for (const route of h.api.app.routes) {
      if (!STATE_CHANGING.has(route.method) || route.path.endsWith("*")) continue;
      seen.add(`${route.method} ${route.path}`);
    }
    const authApi = h.api.services.auth.api as Record<
      string,
      { path?: string; options?: { method?: unknown } }
    >;
    for (const endpoint of Object.values(authApi)) {
      const methods = [endpoint.options?.method ?? []].flat();
      if (!endpoint.path || !methods.includes("POST")) continue;
      seen.add(`POST /api/auth${endpoint.path}`);
    }
    return [...seen].sort().map((key) => {
      const [method = "POST", path = ""] = key.split(" ");
      return { method, path: fillParams(path) };
    });
  }

  it("finds the state-changing endpoints of the app and of Better Auth", () => {
    const keys = stateChangingEndpoints().map((e) => `${e.method} ${e.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        "POST /api/admin/payments/attribute",
        "POST /api/admin/distribution/rounds",
        "POST /api/admin/dividends/preview",
        "POST /api/admin/dividends/rounds",
        "POST /api/payments/claim",
        "POST /api/payments/attribution-requests",
        "PATCH /api/profile",
        "POST /api/chain/rpc",
        "POST /api/auth/sign-in/email",
        "POST /api/auth/two-factor/enable",
        "POST /api/auth/change-password",
      ]),
    );
  });

  it("answers each bad body with 4xx and a JSON error, never 5xx, signed out, as an investor and as an operator", async () => {
    const wrong: string[] = [];
    for (const { method, path } of stateChangingEndpoints()) {
      for (const [label, body] of Object.entries(badBodies)) {
        for (const role of ["signed out", "investor", "operator"] as const) {
          const who = role === "signed out" ? null : role === "investor" ? investor : operator;
          const response = await sendAs(method, path, body, who);
          const text = await response.text();
          const where = `${method} ${path} ${label} ${role}: ${response.status}`;
          if (response.status >= 500) wrong.push(`${where} ${text}`);
          else if (response.status === 400 && !isApiError(text)) wrong.push(`${where} ${text.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  /** Every GET endpoint but the live streams (they stay open), with each parameter left as `:name`. */
  function readEndpoints() {
    const seen = new Set<string>();
    for (const route of h.api.app.routes) {
      if (route.method !== "GET" || route.path.endsWith("*") || route.path.startsWith("/api/live/")) continue;
      seen.add(route.path);
    }
    const authApi = h.api.services.auth.api as Record<
      string,
      { path?: string; options?: { method?: unknown } }
    >;
    for (const endpoint of Object.values(authApi)) {
      if (endpoint.path && [endpoint.options?.method ?? []].flat().includes("GET"))
        seen.add(`/api/auth${endpoint.path}`);
    }
    return [...seen].sort();
  }

  it("answers junk path parameters and query strings on every GET without a 5xx", async () => {
    const junkParams = ["-".repeat(36), "%ff", "99999999999999999999", "-1", "x", "%00"];
    const junkQuery = `page=99999999999&pageSize=-1&sort=%ff&dir=up&state=x&token=%ff&q=${"x".repeat(300)}&callbackURL=%ff`;
    const wrong: string[] = [];
    const paths = readEndpoints();
    expect(paths).toEqual(expect.arrayContaining(["/api/admin/kyc/:id", "/api/auth/reset-password/:token"]));
    for (const path of paths) {
      for (const junk of junkParams) {
        const url = `${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?\??/g, junk)}?${junkQuery}`;
        for (const who of [null, investor, operator]) {
          const response = await sendAs("GET", url, "", who).catch((error: Error) => error);
          if (response instanceof Error || response.status >= 500)
            wrong.push(
              `GET ${url} ${who?.email ?? "signed out"}: ${response instanceof Error ? response.message : response.status}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it("answers malformed JSON with 400 and says what is wrong", async () => {
    const response = await h.api.call(
      "/api/admin/payments/attribute",
      {
        method: "POST",
        headers: { Origin: TEST_ORIGIN, "Content-Type": "application/json", cookie: operator.cookie },
        body: '{"chainId": ',
      },
      nextIp(),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "The request body is not valid JSON.",
      code: "malformed_json",
    });
  });

  it("refuses a log index or chain id past an integer column with 400, naming the field", async () => {
    for (const [field, value] of [
      ["logIndex", 2 ** 31],
      ["chainId", 2 ** 31],
      ["logIndex", -1],
    ] as const) {
      const response = await h.api.postJson(
        "/api/admin/payments/attribute",
        {
          chainId: 42161,
          logIndex: 0,
          txHash: TX,
          email: investor.email,
          reason: "An exchange withdrawal: the investor wrote to us with the hash.",
          [field]: value,
        },
        { headers: { cookie: operator.cookie }, ip: nextIp() },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "invalid", field });
    }
  });

  it("answers out-of-range and malformed table queries with 400, never 5xx", async () => {
    const wrong: string[] = [];
    const tables = ["payments", "investors", "audit", "kyc", "announcements", "attribution-requests"];
    for (const table of tables) {
      for (const query of [
        "page=99999999999",
        "page=-1",
        "page=1e400",
        "pageSize=7",
        "page=abc",
        "page=1.5",
      ]) {
        const response = await h.api.call(`/api/admin/${table}?${query}`, {
          headers: { cookie: operator.cookie },
        });
        if (response.status !== 400) wrong.push(`${table}?${query}: ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
