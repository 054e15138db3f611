import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp } from "@/server/http/client-ip";

async function ipSeen(hops: number, headers: Record<string, string>, socketAddress = "10.0.0.5") {
  const app = new Hono().get("/", (c) => c.text(clientIp(c, hops)));
  const response = await app.request(
    "/",
    { headers },
    { incoming: { socket: { remoteAddress: socketAddress } } },
  );
  return response.text();
}

describe("clientIp", () => {
  it("uses the socket address and ignores X-Forwarded-For when no proxy is trusted", async () => {
    expect(await ipSeen(0, { "X-Forwarded-For": "1.2.3.4" })).toBe("10.0.0.5");
  });

  it("takes the entry the trusted proxy appended, not the client's own entries", async () => {
    // The client forged "6.6.6.6"; our one proxy appended the real address it saw.
    expect(await ipSeen(1, { "X-Forwarded-For": "6.6.6.6, 198.51.100.7" })).toBe("198.51.100.7");
    expect(await ipSeen(2, { "X-Forwarded-For": "6.6.6.6, 198.51.100.7, 10.1.1.1" })).toBe("198.51.100.7");
  });

  it("falls back to the socket when a trusted proxy sent no header", async () => {
    expect(await ipSeen(1, {})).toBe("10.0.0.5");
  });
});
