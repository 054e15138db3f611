/**
 * Resolves in a task of its own: work after it no longer lengthens the task that awaited it. A task
 * of 12.5 ms or more is a long one on Lighthouse's phone (4x), and an input waits for it to end.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
