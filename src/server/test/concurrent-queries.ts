import pg from "pg";

/**
 * Watches every node-postgres connection for a query asked before its last one answered: pg 8
 * queues it with a deprecation warning, pg 9 refuses it (a transaction is one connection). `most`
 * is the largest number of queries one connection was asked at once; `stop` restores the driver.
 */
export function watchConcurrentQueries() {
  const inFlight = new WeakMap<object, number>();
  let asked = 0;
  let most = 0;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      asked++;
      const now = (inFlight.get(this) ?? 0) + 1;
      inFlight.set(this, now);
      most = Math.max(most, now);
      const done = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
      result.then(done, done);
    }
    return result;
  } as typeof original;
  return {
    asked: () => asked,
    most: () => most,
    stop: () => {
      pg.Client.prototype.query = original;
    },
  };
}
