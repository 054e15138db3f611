import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { type RequestRecord, requestLog } from "@/server/http/request-log";
import { log, tapLog } from "@/server/lib/log";

describe("request logging", () => {
  const lines: Record<string, unknown>[] = [];
  let untap = () => {};
  const level = log.level;
  afterEach(() => {
    untap();
    lines.length = 0;
    log.level = level;
  });

  function listen() {
    log.level = "debug";
    untap = tapLog((line) => lines.push(line));
  }

  /** A route whose work logs from deep inside, after an await, as a service would. */
  function app(records: RequestRecord[] = []) {
    return new Hono()
      .use(
        "*",
        requestLog((record) => records.push(record)),
      )
      .get("/api/payments/:hash", async (c) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        log.warn({ password: "hunter2", nested: { token: "t0k3n" } }, "deep in a service");
        return c.json({ ok: true });
      });
  }

  it("gives every line a request causes that request's id, and answers it in X-Request-Id", async () => {
    listen();
    const response = await app().request("/api/payments/0xabc");
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const caused = lines.filter((line) => line.requestId === id);
    expect(caused.map((line) => line.msg)).toEqual(["deep in a service", "request"]);
  });

  it("keeps two concurrent requests' lines apart", async () => {
    listen();
    const [a, b] = await Promise.all([app().request("/api/payments/1"), app().request("/api/payments/2")]);
    const ids = [a.headers.get("x-request-id"), b.headers.get("x-request-id")];
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) {
      expect(lines.filter((line) => line.requestId === id && line.msg === "deep in a service")).toHaveLength(
        1,
      );
    }
  });

  it("names the route's pattern, not the caller's path, with the status and duration", async () => {
    listen();
    const records: RequestRecord[] = [];
    await app(records).request("/api/payments/0xdeadbeef");
    expect(records).toEqual([
      { method: "GET", route: "/api/payments/:hash", status: 200, seconds: expect.any(Number) },
    ]);
    const line = lines.find((l) => l.msg === "request");
    expect(line).toMatchObject({ route: "/api/payments/:hash", status: 200, level: 30 });
  });

  it("redacts passwords and tokens wherever they sit in a logged object", async () => {
    listen();
    await app().request("/api/payments/1");
    const line = lines.find((l) => l.msg === "deep in a service");
    expect(line?.password).toBe("[redacted]");
    expect(line?.nested).toEqual({ token: "[redacted]" });
    expect(JSON.stringify(lines)).not.toMatch(/hunter2|t0k3n/);
  });

  it("keeps a proxy's request id when it looks like one, and replaces one that does not", async () => {
    listen();
    const kept = await app().request("/api/payments/1", { headers: { "x-request-id": "proxy-id-12345678" } });
    expect(kept.headers.get("x-request-id")).toBe("proxy-id-12345678");
    const replaced = await app().request("/api/payments/1", {
      headers: { "x-request-id": "bad id <script>" },
    });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs successful answers on a quiet path at debug, its failures at info, and counts them all", async () => {
    listen();
    const records: RequestRecord[] = [];
    let status: 200 | 503 = 200;
    const quiet = new Hono()
      .use(
        "*",
        requestLog((record) => records.push(record), { quietPaths: new Set(["/api/sale"]) }),
      )
      .get("/api/sale", (c) => c.json({ ok: status === 200 }, status));
    await quiet.request("/api/sale");
    status = 503;
    await quiet.request("/api/sale");
    expect(records.map((r) => r.status)).toEqual([200, 503]);
    expect(lines.filter((l) => l.msg === "request").map((l) => [l.status, l.level])).toEqual([
      [200, 20],
      [503, 30],
    ]);
  });
});
