import { createTransport, type EIP1193RequestFn, shouldThrow, type Transport } from "viem";

export interface StickyFallbackOptions {
  /** Retries of a whole request once every endpoint failed it (the endpoints retry nothing themselves). */
  retryCount?: number;
  /** After this long away from the first endpoint, a request tries it first again. */
  returnToFirstAfterMs?: number;
}

type Switches = { endpointSwitches: () => number };

/**
 * A fallback over endpoints that keeps asking the one that answered last, and moves to the next
 * (wrapping around, each tried at most once per request) only when it fails. viem's `fallback` starts
 * every request at the first endpoint, so one indexer tick could read the head from one node and the
 * logs from another that lags, and geth-style nodes answer a range beyond their head with the logs
 * they have, no error. Staying put means the tick after a move runs wholly on the new endpoint.
 *
 * It counts switches (an answer from another endpoint than the previous answer), which a reader that
 * needs all its reads from one node compares before and after (`endpointGuard`).
 *
 * The list is in order of preference, and its last may be Etherscan, a rate-limited last resort
 * that also serves the browsers' relay: after `returnToFirstAfterMs` away from the first endpoint, a
 * request starts there again (one more switch when it answers).
 */
export function stickyFallback(
  transports: readonly Transport[],
  { retryCount = 1, returnToFirstAfterMs = 60_000 }: StickyFallbackOptions = {},
): Transport<"stickyFallback", Switches> {
  if (transports.length === 0) throw new Error("a fallback needs at least one transport");
  let current = 0;
  let leftFirstAt = 0;
  let lastAnswered: number | null = null;
  let switches = 0;

  return ({ chain, pollingInterval }) => {
    const endpoints = transports.map((transport) => transport({ chain, pollingInterval, retryCount: 0 }));

    const request = async (args: unknown, options: unknown): Promise<unknown> => {
      const was = current;
      const start = was !== 0 && Date.now() - leftFirstAt >= returnToFirstAfterMs ? 0 : was;
      let lastError: unknown;
      for (let tried = 0; tried < endpoints.length; tried++) {
        const index = (start + tried) % endpoints.length;
        const endpoint = endpoints[index] as (typeof endpoints)[number];
        let answer: unknown;
        try {
          answer = await endpoint.request(args as never, options as never);
        } catch (error) {
          // A revert or a refusal is the same on every node: not a reason to move.
          if (error instanceof Error && shouldThrow(error)) throw error;
          lastError = error;
          continue;
        }
        // Only a request that moved away from `was` moves `current`, and only if no other request
        // moved it meanwhile: a slow answer from the old endpoint must not undo a move.
        if (index !== was && current === was) {
          current = index;
          if (index !== 0) leftFirstAt = Date.now();
        }
        if (lastAnswered !== null && lastAnswered !== index) switches++;
        lastAnswered = index;
        return answer;
      }
      throw lastError;
    };

    return createTransport(
      {
        key: "stickyFallback",
        name: "Sticky fallback",
        type: "stickyFallback",
        request: request as EIP1193RequestFn,
        retryCount,
      },
      { endpointSwitches: () => switches },
    );
  };
}

/** How often a client's endpoint changed so far: 0 for a client over any other transport. */
export function endpointSwitches(client: { transport: object }): number {
  const read = (client.transport as Partial<Switches>).endpointSwitches;
  return typeof read === "function" ? read() : 0;
}

/** A unit of work read from two nodes: one may lag, so nothing it read can be trusted as complete. */
export class EndpointChangedError extends Error {
  override name = "EndpointChangedError";
  constructor(what: string) {
    super(
      `the RPC endpoint changed during the ${what}, so its reads may come from two nodes and one may lag; the cursor stays and the next ${what} reads again`,
    );
  }
}

/** Throws EndpointChangedError when called after the client's endpoint changed since the guard was made. */
export function endpointGuard(client: { transport: object }, what: string): () => void {
  const before = endpointSwitches(client);
  return () => {
    if (endpointSwitches(client) !== before) throw new EndpointChangedError(what);
  };
}
