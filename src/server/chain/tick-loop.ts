/**
 * Runs `tick` now and then every `intervalMs` after the previous one ended, until stopped. A failed
 * tick goes to `failed` (which must not throw) and the next one retries. The returned function stops
 * the loop and resolves once a running tick has ended, so the database may close after it.
 */
export function startTickLoop(
  tick: () => Promise<unknown>,
  intervalMs: number,
  failed: (error: unknown) => Promise<void>,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const loop = async () => {
    try {
      await tick();
    } catch (error) {
      await failed(error);
    }
    if (!stopped) timer = setTimeout(() => (running = loop()), intervalMs);
  };
  running = loop();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
