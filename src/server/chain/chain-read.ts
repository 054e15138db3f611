import { log } from "@/server/lib/log";

/**
 * A read of the chain failed because of the node (down, timed out, lagging), not because of what
 * was asked: the request is answered 503 `chain_unavailable`, and asked again once the node answers.
 */
export class ChainUnavailableError extends Error {
  override name = "ChainUnavailableError";
}

/** `read`, with a failure logged (naming `what` was read) and thrown as ChainUnavailableError. */
export async function readChain<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    log.error({ err: error }, `reading ${what} from the chain failed`);
    throw new ChainUnavailableError(`reading ${what} from the chain failed`, { cause: error });
  }
}
