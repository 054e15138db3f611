import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import pretty from "pino-pretty";
import { loggingConfig } from "@/server/config";

/**
 * The server's one logger (pino). Each line carries the id of the request that caused it, however
 * deep in the services it was written: the request's middleware runs the rest of the request inside
 * `withRequestId`, and the logger's mixin reads it back.
 */
const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Never in a log line, wherever they appear in a logged object. */
const REDACTED = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "secret",
  "authorization",
  "cookie",
  "privateKey",
  "signature",
  "totpCode",
  "backupCode",
];

function createLog() {
  const { level, format } = loggingConfig();
  const options: pino.LoggerOptions = {
    level,
    base: { service: "pxl-sale-site" },
    redact: {
      paths: REDACTED.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `headers["${key}"]`]),
      censor: "[redacted]",
    },
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { requestId: scope.requestId } : {};
    },
  };
  const output =
    format === "pretty"
      ? pretty({ colorize: process.stdout.isTTY, ignore: "pid,hostname,service", sync: true })
      : pino.destination({ fd: 1, sync: true });
  // A multistream, so that a test can listen to the very lines the server writes.
  const streams = pino.multistream([{ level: "trace", stream: output }]);
  return { log: pino(options, streams), streams };
}

const created = createLog();
export const log = created.log;

/** Tests: receive each JSON line the logger writes from now on, until the returned function is called. */
export function tapLog(onLine: (line: Record<string, unknown>) => void): () => void {
  const stream = { write: (line: string) => onLine(JSON.parse(line) as Record<string, unknown>) };
  created.streams.add({ level: "trace", stream });
  // pino's multistream numbers each stream it adds (and keeps them sorted by level, not in order).
  const entry = created.streams.streams.find((candidate) => candidate.stream === stream);
  const { id } = entry as unknown as { id: number };
  return () => created.streams.remove(id);
}

export function withRequestId<T>(requestId: string, run: () => T): T {
  return requestScope.run({ requestId }, run);
}
