/**
 * Child process of bench/sse-fanout.ts: holds `count` SSE clients of the sale stream (real sockets)
 * so that the server's process keeps its file descriptors and its event loop to itself. Messages:
 * parent -> { port, count } to connect, { arm } before a publish; child -> { ready } once every
 * client holds its first frame, { times } with each client's arrival of the next sale frame, as
 * wall-clock ms (performance.timeOrigin + now: comparable across processes on one machine).
 */
import { type IncomingMessage, request } from "node:http";
import { livePaths } from "../src/shared/realtime/live-events";

interface Client {
  response: IncomingMessage;
  nextSale(): Promise<number>;
}

const wallClock = () => performance.timeOrigin + performance.now();

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
        const at = wallClock();
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          if (buffer.slice(0, end).includes("event: sale")) {
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

const clients: Client[] = [];
let next: Promise<number[]> | null = null;

process.on("message", async (message: { port?: number; count?: number; arm?: true; stop?: true }) => {
  if (message.port !== undefined && message.count !== undefined) {
    // A few at a time: the server's accept queue is not the figure being measured.
    for (let i = 0; i < message.count; i += 100) {
      const batch = Math.min(100, message.count - i);
      clients.push(...(await Promise.all(Array.from({ length: batch }, () => connect(message.port ?? 0)))));
    }
    await Promise.all(clients.map((c) => c.nextSale()));
    process.send?.({ ready: true });
  } else if (message.arm) {
    next = Promise.all(clients.map((c) => c.nextSale()));
    process.send?.({ armed: true });
    process.send?.({ times: await next });
  } else if (message.stop) {
    for (const c of clients) c.response.destroy();
    process.disconnect();
  }
});
