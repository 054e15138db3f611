/**
 * Uploads of identity documents running at once. One request holds its body (up to ~41 MB), a copy
 * of each file, the decoder's and the database driver's buffers: one upload of four 9 MB photos
 * raised a process's peak RSS by about 330 MB, four at once by about 1.1 GB. The rate limit counts
 * attempts but lets them run together, so without this gate a few accounts sending in parallel
 * could exhaust the memory (ten at once: over 2 GB).
 */

/** Four uploads at once: about 1.1 GB of memory at the worst we measured, beside the rest of the server. */
export const DEFAULT_UPLOAD_SLOTS = 4;

export type UploadSlot =
  /** `release` frees the slot; calling it again does nothing. */
  | { ok: true; release: () => void }
  /** `user`: this user's previous upload is still running; `full`: every slot is taken. */
  | { ok: false; reason: "user" | "full" };

export interface UploadSlots {
  take(userId: string): UploadSlot;
}

/**
 * At most one upload per user and `total` in all. The count lives in this process, not in the
 * database, on purpose: what it bounds is this process's memory, so each instance admits its own
 * `total` (a shared count would refuse an upload an idle instance has room for). The taker must
 * release in a `finally`, whatever ends the upload.
 */
export function createUploadSlots(total = DEFAULT_UPLOAD_SLOTS): UploadSlots {
  const uploading = new Set<string>();
  return {
    take(userId) {
      if (uploading.has(userId)) return { ok: false, reason: "user" };
      if (uploading.size >= total) return { ok: false, reason: "full" };
      uploading.add(userId);
      let held = true;
      const release = () => {
        // Once only: a late second call must not free the slot the same user has taken since.
        if (!held) return;
        held = false;
        uploading.delete(userId);
      };
      return { ok: true, release };
    },
  };
}
