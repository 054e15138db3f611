/** One open event stream: `send` writes a ready-made frame, `close` ends the response. */
export interface LiveClient {
  userId: string | null;
  send(frame: string): Promise<unknown>;
  close(): void;
}

/** A client this far behind (writes not yet taken by its socket) is dropped: it reconnects and catches up. */
const MAX_PENDING_WRITES = 8;

/** An SSE frame: `event` names it, `data` is one line of JSON. */
export function sseFrame(event: string, data: string): string {
  return `event: ${event}\ndata: ${data}\n\n`;
}

/**
 * The event streams open on this instance. A frame is built once per event and written to every
 * stream without waiting for any of them, so one slow client cannot delay the others.
 */
export function createLiveHub() {
  const everyone = new Set<LiveClient>();
  const byUser = new Map<string, Set<LiveClient>>();
  const pending = new Map<LiveClient, number>();

  function write(client: LiveClient, frame: string) {
    const backlog = pending.get(client) ?? 0;
    if (backlog >= MAX_PENDING_WRITES) {
      remove(client);
      client.close();
      return;
    }
    pending.set(client, backlog + 1);
    client.send(frame).then(
      () => {
        if (pending.has(client)) pending.set(client, (pending.get(client) ?? 1) - 1);
      },
      () => remove(client),
    );
  }

  function remove(client: LiveClient) {
    everyone.delete(client);
    pending.delete(client);
    if (client.userId) {
      const set = byUser.get(client.userId);
      set?.delete(client);
      if (set?.size === 0) byUser.delete(client.userId);
    }
  }

  return {
    /** Registers a stream; the returned function unregisters it. */
    add(client: LiveClient): () => void {
      everyone.add(client);
      pending.set(client, 0);
      if (client.userId) {
        const set = byUser.get(client.userId) ?? new Set();
        set.add(client);
        byUser.set(client.userId, set);
      }
      return () => remove(client);
    },
    broadcast(frame: string) {
      for (const client of everyone) write(client, frame);
    },
    toUser(userId: string, frame: string) {
      for (const client of byUser.get(userId) ?? []) write(client, frame);
    },
    get size() {
      return everyone.size;
    },
    /** Ends every stream (shutdown): browsers reconnect to another instance. */
    closeAll() {
      for (const client of [...everyone]) {
        remove(client);
        client.close();
      }
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
