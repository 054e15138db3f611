/**
 * Issue 4, third figure: the time for N browsers connected by server-sent events to receive a sale
 * update, over real sockets to the real app (PGlite in memory, NOTIFY through the database), beside
 * the time for one browser in the same run.
 */
import { type IncomingMessage, request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { createTestApp } from "../src/server/test/test-app";
import { createTestDatabase } from "../src/server/test/test-database";
import { livePaths } from "../src/shared/realtime/live-events";

export interface SseFanout {
  clients: number;
  /** ms from publishing to the first, median, 95th-percentile and last client holding the new figures */
  first: number;
  p50: number;
  p95: number;
  all: number;
  /** ms for a single connected client, measured the same way in the same run */
  single: number;
}

interface Client {
  response: IncomingMessage;
  /** Resolves with the time the next sale frame arrived. */
  nextSale(): Promise<number>;
}

function connect(port: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: livePaths.sale, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream refused: ${response.statusCode}`));
        return;
      }
      response.setEncoding("utf8");
      let buffer = "";
      const waiting: Array<(at: number) => void> = [];
      const times: number[] = [];
      response.on("data", (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          if (buffer.slice(0, end).includes("event: sale")) {
            const at = performance.now();
            const waiter = waiting.shift();
            if (waiter) waiter(at);
            else times.push(at);
          }
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
      });
      resolve({
        response,
        nextSale: () => {
          const ready = times.shift();
          return ready !== undefined ? Promise.resolve(ready) : new Promise((r) => waiting.push(r));
        },
      });
    });
    req.on("error", reject);
    req.end();
  });
}

export async function measureSseFanout(count: number): Promise<SseFanout> {
  const database = await createTestDatabase("pglite");
  // Every benchmark client comes from one address: lift the per-address cap above their number.
  const { app, services } = createTestApp(database, {}, { live: { maxStreamsPerClient: count + 1 } });
  const { realtime } = services;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
  });
  const port = (server.address() as AddressInfo).port;
  let tx = 0;

  async function publishAndTime(clients: Client[]): Promise<number[]> {
    tx++;
    await database.db.execute(sql`
      insert into payments (chain_id, tx_hash, log_index, from_address, amount_micro_usdt, block_number, block_hash, block_time, finality)
      values (42161, ${`0x${tx.toString(16).padStart(64, "0")}`}, 0, ${`0x${"ab".repeat(20)}`}, 1000000, ${tx}, ${`0x${"cd".repeat(32)}`}, now(), 'final')`);
    const received = clients.map((c) => c.nextSale());
    const start = performance.now();
    realtime.changed.sale();
    return (await Promise.all(received)).map((at) => at - start);
  }

  await realtime.start();
  // One client alone first, then all of them.
  const one = await connect(port);
  await one.nextSale();
  const [single = Number.NaN] = await publishAndTime([one]);
  one.response.destroy();

  const clients: Client[] = [];
  for (let i = 0; i < count; i++) clients.push(await connect(port));
  await Promise.all(clients.map((c) => c.nextSale()));
  const times = (await publishAndTime(clients)).sort((a, b) => a - b);
  for (const c of clients) c.response.destroy();
  server.close();
  await realtime.stop();
  await database.destroy();
  const rank = (p: number) =>
    times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? Number.NaN;
  return {
    clients: count,
    first: times[0] ?? Number.NaN,
    p50: rank(50),
    p95: rank(95),
    all: rank(100),
    single,
  };
}
