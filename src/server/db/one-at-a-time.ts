type Results<T extends readonly (() => Promise<unknown>)[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]>>;
};

/**
 * Runs reads one after another, for code that may be handed a transaction: a transaction is one
 * connection, which answers one query at a time. node-postgres queues a second one and warns that
 * pg 9 will refuse it ("Calling client.query() when the client is already executing a query").
 * `Promise.all` of reads is for the pool only.
 */
export async function oneAtATime<const T extends readonly (() => Promise<unknown>)[]>(
  reads: T,
): Promise<Results<T>> {
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
