/**
 * Uploads of identity documents in this process. What they cost is memory: the body while it arrives
 * (up to ~41 MB), then the checks, which copy and decode each file. One upload of four 9 MB photos
 * raised a process's peak RSS by about 330 MB, four checked at once by about 1.1 GB. The rate limit
 * counts attempts but lets them run together, so the gate bounds what runs at once:
 *
 * - one upload per user at a time;
 * - the bodies being received hold at most `bodyBytes` in all, counted as their bytes arrive, not as
 *   declared. A client that sends slowly holds only what it has sent. Before, each upload held one of
 *   four places from its first byte, so four accounts sending a byte a second kept everyone else's
 *   documents out for the 300 s Node allows a body;
 * - at most `checking` uploads are checked at once; the others wait their turn with their body received.
 *   A body stays counted until its upload ends, checks included, so the worst case is what it was: four
 *   bodies and four checks.
 *
 * The counts live in this process, not in the database, on purpose: what they bound is this process's
 * memory, so each instance admits its own (a shared count would refuse an upload an idle instance has
 * room for).
 */

/** Four uploads checked at once: about 1.1 GB of memory at the worst we measured. */
export const DEFAULT_CHECKING = 4;

export interface Upload {
  /** Counts `bytes` more of this upload's body; false, counting nothing, when they would pass the budget. */
  receive(bytes: number): boolean;
  /** Resolves once this upload may run its checks, in the order uploads asked. */
  check(): Promise<void>;
  /** Frees what the upload holds. The taker calls it in a `finally`; calling it again does nothing. */
  release(): void;
}

export type Entry =
  | { ok: true; upload: Upload }
  /** `user`: this user's previous upload is still running; `full`: `declared` bytes would not fit now. */
  | { ok: false; reason: "user" | "full" };

export interface UploadGate {
  /** `declared`: the body's announced length, when there is one, refused at once if it cannot fit. */
  enter(userId: string, declared?: number): Entry;
}

export function createUploadGate({
  bodyBytes,
  checking = DEFAULT_CHECKING,
}: {
  bodyBytes: number;
  checking?: number;
}): UploadGate {
  const uploading = new Set<string>();
  let received = 0;
  let checksRunning = 0;
  const waiting: Array<() => void> = [];

  /** A finished check's place goes to the first upload waiting, or back to the pool. */
  const passOnCheck = () => {
    const next = waiting.shift();
    if (next) next();
    else checksRunning -= 1;
  };

  return {
    enter(userId, declared) {
      if (uploading.has(userId)) return { ok: false, reason: "user" };
      if (declared !== undefined && received + declared > bodyBytes) return { ok: false, reason: "full" };
      uploading.add(userId);
      let open = true;
      let held = 0;
      let checkHeld = false;
      const upload: Upload = {
        receive(bytes) {
          if (!open || received + bytes > bodyBytes) return false;
          received += bytes;
          held += bytes;
          return true;
        },
        async check() {
          if (checksRunning < checking) checksRunning += 1;
          else await new Promise<void>((resolve) => waiting.push(resolve));
          // Released while it waited (nothing does that today): the place goes on at once.
          if (!open) return passOnCheck();
          checkHeld = true;
        },
        release() {
          // Once only: a late second call must not free what the same user has taken since.
          if (!open) return;
          open = false;
          uploading.delete(userId);
          received -= held;
          held = 0;
          if (checkHeld) {
            checkHeld = false;
            passOnCheck();
          }
        },
      };
      return { ok: true, upload };
    },
  };
}
