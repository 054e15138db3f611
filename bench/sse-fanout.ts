/**
 * Issue 4, third figure: the time for N browsers connected by server-sent events to receive a sale
 * update, over real sockets to the real app (PGlite in memory, NOTIFY through the database), beside
 * the time for one browser in the same run.
 */
import { type ChildProcess, fork } from "node:child_process";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { createTestApp } from "../src/server/test/test-app";
import { createTestDatabase } from "../src/server/test/test-database";

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

/** Clients per child process: each socket is a file descriptor, and a process may hold ~20,000 here. */
const CLIENTS_PER_PROCESS = 5_000;

type FromChild = { ready?: true; armed?: true; times?: number[] };

/** `count` SSE clients of the sale stream, held by child processes (bench/sse-clients.ts). */
async function clientProcesses(port: number, count: number) {
  const children: ChildProcess[] = [];
  for (let left = count; left > 0; left -= CLIENTS_PER_PROCESS) {
    children.push(
      fork(fileURLToPath(new URL("./sse-clients.ts", import.meta.url)), {
        execArgv: ["--import", "tsx"],
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      }),
    );
  }
  const reply = (child: ChildProcess, key: keyof FromChild) =>
    new Promise<FromChild>((resolve, reject) => {
      const onMessage = (message: FromChild) => {
        if (message[key] === undefined) return;
        child.off("message", onMessage);
        resolve(message);
      };
      child.on("message", onMessage);
      child.once("exit", (code) => reject(new Error(`SSE client process exited (${code})`)));
    });
  await Promise.all(
    children.map((child, i) => {
      const ready = reply(child, "ready");
      child.send({ port, count: Math.min(CLIENTS_PER_PROCESS, count - i * CLIENTS_PER_PROCESS) });
      return ready;
    }),
  );
  return {
    /** Each client's arrival (wall-clock ms) of the sale frame that `publish` causes. */
    async time(publish: () => Promise<number>): Promise<number[]> {
      const times = children.map((child) => reply(child, "times"));
      await Promise.all(
        children.map((child) => {
          const armed = reply(child, "armed");
          child.send({ arm: true });
          return armed;
        }),
      );
      const start = await publish();
      return (await Promise.all(times)).flatMap((m) => (m.times ?? []).map((at) => at - start));
    },
    stop() {
      for (const child of children) {
        child.removeAllListeners("exit");
        child.send({ stop: true });
      }
    },
  };
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

  /** A new payment and the sale event: the wall-clock ms it was published at. */
  async function publish(): Promise<number> {
    tx++;
    await database.db.execute(sql`
      insert into payments (chain_id, tx_hash, log_index, from_address, amount_micro_usdt, block_number, block_hash, block_time, finality)
      values (42161, ${`0x${tx.toString(16).padStart(64, "0")}`}, 0, ${`0x${"ab".repeat(20)}`}, 1000000, ${tx}, ${`0x${"cd".repeat(32)}`}, now(), 'final')`);
    const start = performance.timeOrigin + performance.now();
    realtime.changed.sale();
    return start;
  }

  await realtime.start();
  try {
    // One client alone first, then all of them; each group in its own process(es), as browsers are.
    const one = await clientProcesses(port, 1);
    const [single = Number.NaN] = await one.time(publish);
    one.stop();
    const all = await clientProcesses(port, count);
    const times = (await all.time(publish)).sort((a, b) => a - b);
    all.stop();
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
  } finally {
    server.close();
    await realtime.stop();
    await database.destroy();
  }
}

export function formatSseFanout(fanout: SseFanout): string[] {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  return [
    `Sale update to ${fanout.clients} SSE clients (real sockets from client processes, NOTIFY through the database)`,
    `  one client alone        ${ms(fanout.single)}`,
    `  all ${fanout.clients} clients         first ${ms(fanout.first)}, p50 ${ms(fanout.p50)}, p95 ${ms(fanout.p95)}, last ${ms(fanout.all)}   (goal: 10000 clients, last < 1000 ms)`,
    `  ratio last : one alone  ${(fanout.all / fanout.single).toFixed(1)}`,
  ];
}
