export interface SseMessage {
  event: string;
  data: string;
}

/** Reads server-sent events from a streaming response, one message at a time (comments skipped). Test support. */
export function readSse(response: Response) {
  if (!response.body) throw new Error("no body");
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";

  async function next(timeoutMs = 5_000): Promise<SseMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const message = parse(block);
        if (message) return message;
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("no server-sent event in time");
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("no server-sent event in time")), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error("the stream ended");
      buffer += chunk.value;
    }
  }

  /** The next message of one event name, skipping others. */
  async function nextOf(event: string, timeoutMs = 5_000): Promise<SseMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = await next(Math.max(1, deadline - Date.now()));
      if (message.event === event) return message;
    }
  }

  return { next, nextOf, close: () => reader.cancel().catch(() => undefined) };
}

function parse(block: string): SseMessage | null {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line.startsWith("event: ")) event = line.slice(7);
    else if (line.startsWith("data: ")) data.push(line.slice(6));
  }
  return data.length > 0 ? { event, data: data.join("\n") } : null;
}
