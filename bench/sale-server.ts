/**
 * The server side of `measureSaleThroughput` (bench/sale-throughput.ts), forked so that the load
 * generator's own work (autocannon parses every answer in JavaScript) is not on the server's thread.
 * Serves the whole app, a bare Hono JSON handler and "bare with /api/sale's headers", each on its own
 * port, and answers each `"cpu"` message with this process's CPU time so far (µs).
 */
import "./quiet-log";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { benchApp } from "./bench-app";

export interface SaleServerPorts {
  site: number;
  bare: number;
  bareWithSaleHeaders: number;
}

const database = await openDatabase({ kind: "pglite", dir: null });
await runMigrations(database);
const site = await benchApp(database);
const answer = await site.request("/api/sale");
const saleBody = await answer.text();
const saleHeaders = Object.fromEntries(answer.headers);
const apps = {
  site,
  bare: new Hono().get("/api/sale", (c) => c.json({ ok: true })),
  bareWithSaleHeaders: new Hono().get("/api/sale", (c) =>
    c.body(saleBody, 200, { ...saleHeaders, "x-request-id": crypto.randomUUID() }),
  ),
};

async function listen(app: Hono): Promise<number> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

const ports: SaleServerPorts = {
  site: await listen(apps.site),
  bare: await listen(apps.bare),
  bareWithSaleHeaders: await listen(apps.bareWithSaleHeaders),
};
process.on("message", (message) => {
  if (message !== "cpu") return;
  const { user, system } = process.cpuUsage();
  process.send?.({ cpu: user + system });
});
process.on("disconnect", () => process.exit(0));
process.send?.({ ports });
