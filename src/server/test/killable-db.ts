import type { Db } from "@/server/db/client";

/**
 * The database as a process that dies at its `failAt`-th call sees it: that call (a query, or the
 * start of a transaction, inside one too) throws, and a transaction it was in rolls back.
 */
export function killable(db: Db, calls: { count: number; failAt: number }): Db {
  const kill = () => {
    if (++calls.count === calls.failAt) throw new Error("killed");
  };
  return new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property === "transaction") {
        return (fn: (tx: Db) => Promise<unknown>, config?: unknown) => {
          kill();
          return target.transaction((tx) => fn(killable(tx, calls)), config as never);
        };
      }
      if (
        typeof value === "function" &&
        ["execute", "insert", "update", "delete", "select"].includes(String(property))
      ) {
        return (...args: unknown[]) => {
          kill();
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
}
