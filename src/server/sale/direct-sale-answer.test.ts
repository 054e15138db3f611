import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RequestRecord } from "@/server/http/request-log";
import { apiHeaderRecord, apiSecurityHeaders } from "@/server/http/security-headers";
import { createSaleFigures } from "@/server/sale/sale-figures";
import { directSaleAnswer } from "@/server/sale/sale-routes";
import { insertFinalPayment } from "@/server/test/fixtures";
import { createTestApp } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";

/** An answer's headers but the two that differ on every request. */
function stableHeaders(response: Response) {
  const headers = Object.fromEntries(response.headers);
  delete headers["x-request-id"];
  delete headers.date;
  return headers;
}

describe("GET /api/sale answered ahead of the middleware chain", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    await insertFinalPayment(database.db, 1, 12_345_678n);
  });
  afterAll(() => database.destroy());

  /** The direct answer in front of a stand-in for the app, which says that it answered. */
  function inFront(sale = createSaleFigures(database.db), records: RequestRecord[] = []) {
    const answer = directSaleAnswer(sale, { production: false, observe: (r) => records.push(r) });
    const app = {
      request: async (path: string, init?: RequestInit) =>
        answer(new Request(`http://localhost${path}`, init)) ?? new Response("the app"),
    };
    return { app, sale, records };
  }

  it("leaves to the app a request before the figures were ever read, and any but GET /api/sale itself", async () => {
    const { app, sale } = inFront();
    expect(await (await app.request("/api/sale")).text()).toBe("the app");
    await sale.refresh();
    for (const other of [
      "/api/sale?%00",
      "/api/sale?fresh=1",
      "/api/sale/",
      "/api/sale/feed",
      "/x/api/sale",
    ]) {
      expect(await (await app.request(other)).text(), other).toBe("the app");
    }
    for (const method of ["HEAD", "POST", "OPTIONS"]) {
      expect(await (await app.request("/api/sale", { method })).text(), method).toBe("the app");
    }
    const direct = await app.request("/api/sale");
    expect(JSON.parse(await direct.text())).toMatchObject({ totalRaised: "12345678" });
  });

  it("gives each answer a request id, keeps a proxy's that looks like one, and counts it in the metrics", async () => {
    const { app, sale, records } = inFront();
    await sale.refresh();
    const own = await app.request("/api/sale");
    expect(own.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.request("/api/sale", { headers: { "x-request-id": "proxy-id-12345678" } });
    expect(kept.headers.get("x-request-id")).toBe("proxy-id-12345678");
    const replaced = await app.request("/api/sale", { headers: { "x-request-id": "bad id <script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(records).toEqual(
      Array(3).fill({ method: "GET", route: "/api/sale", status: 200, seconds: expect.any(Number) }),
    );
  });

  it("answers 304 to the current ETag, weak or in a list, and the new body once the figures change", async () => {
    const sale = createSaleFigures(database.db, { ttlMs: 0 });
    const { app, records } = inFront(sale);
    await sale.refresh();
    const first = await app.request("/api/sale");
    const etag = first.headers.get("etag") ?? "";
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await app.request("/api/sale", { headers: { "If-None-Match": ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(await again.text()).toBe("");
    }
    expect(records.map((r) => r.status)).toEqual([200, 304, 304, 304, 304]);

    await insertFinalPayment(database.db, 2, 1n);
    await sale.refresh();
    const changed = await app.request("/api/sale", { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(JSON.parse(await changed.text())).toMatchObject({ totalRaised: "12345679" });
  });

  it("keeps the figures fresh: an answer after the TTL starts a refresh, and a later answer shows it", async () => {
    let clock = 0;
    const { app, sale } = inFront(createSaleFigures(database.db, { ttlMs: 1_000, now: () => clock }));
    await sale.refresh();
    const raised = async () => BigInt(JSON.parse(await (await app.request("/api/sale")).text()).totalRaised);
    const before = await raised();
    await insertFinalPayment(database.db, 3, 10n);
    clock = 500;
    expect(await raised()).toBe(before);
    clock = 2_000;
    // The stale figures are answered at once; the refresh that answer started brings the new ones.
    expect(await raised()).toBe(before);
    await vi.waitFor(async () => expect(await raised()).toBe(before + 10n));
  });

  it("carries the very headers the API's middleware sets, in production too", async () => {
    for (const production of [false, true]) {
      const viaMiddleware = await new Hono()
        .use(apiSecurityHeaders({ production }))
        .get("/", (c) => c.json({}))
        .request("/");
      const expected = Object.fromEntries(
        Object.entries(apiHeaderRecord(production)).map(([name, value]) => [name.toLowerCase(), value]),
      );
      const set = Object.fromEntries(viaMiddleware.headers);
      delete set["content-type"];
      expect(set, `production: ${production}`).toEqual(expected);
    }
  });

  it("in the app, answers what the whole chain answers: the same status, body and headers", async () => {
    const api = createTestApp(database);
    await api.sale.refresh();
    // Only the chain's route asks for the figures this way: the direct answer reads those in memory.
    const chainReads = vi.spyOn(api.sale, "current");
    const direct = await api.call("/api/sale");
    expect(chainReads).not.toHaveBeenCalled();
    const chain = await api.call("/api/sale?through=chain");
    expect(chainReads).toHaveBeenCalledOnce();
    expect(direct.status).toBe(200);
    expect(chain.status).toBe(200);
    expect(await direct.text()).toBe(await chain.text());
    expect(stableHeaders(direct)).toEqual(stableHeaders(chain));
    expect(direct.headers.get("x-request-id")).not.toBe(chain.headers.get("x-request-id"));

    const etag = direct.headers.get("etag") ?? "";
    const directNotModified = await api.call("/api/sale", { headers: { "If-None-Match": etag } });
    const chainNotModified = await api.call("/api/sale?through=chain", {
      headers: { "If-None-Match": etag },
    });
    expect(directNotModified.status).toBe(304);
    expect(stableHeaders(directNotModified)).toEqual(stableHeaders(chainNotModified));
  });
});
