import pg from "pg";

/** A query asked while its connection was still answering another. */
export interface Overlap {
  /** How many queries that connection had been asked and not yet answered, this one included. */
  inFlight: number;
  /** Down to the ORM's frames: it asks the driver from a `then`, past which V8 keeps no caller. */
  stack: string;
}

/**
 * Watches every node-postgres connection for a query asked before its last one answered: pg 8
 * queues it with a deprecation warning, pg 9 refuses it (a transaction is one connection). `most`
 * is the largest number of queries one connection was asked at once, `takeOverlaps` each such query;
 * `stop` restores the driver as it was before this watch.
 */
export function watchConcurrentQueries() {
  const inFlight = new WeakMap<object, number>();
  const overlaps: Overlap[] = [];
  let asked = 0;
  let most = 0;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    // Pool.query passes a callback and gets no promise: one pooled connection per query, never shared.
    if (result instanceof Promise) {
      asked++;
      const now = (inFlight.get(this) ?? 0) + 1;
      inFlight.set(this, now);
      most = Math.max(most, now);
      if (now > 1) overlaps.push({ inFlight: now, stack: new Error("asked while busy").stack ?? "" });
      const done = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
      result.then(done, done);
    }
    return result;
  } as typeof original;
  return {
    asked: () => asked,
    most: () => most,
    /** The overlaps seen since the last call, which forgets them. */
    takeOverlaps: () => overlaps.splice(0),
    stop: () => {
      pg.Client.prototype.query = original;
    },
  };
}
