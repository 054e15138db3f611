import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A JSON-RPC endpoint that never answers a request: `/429` refuses as a rate-limiting provider does,
 * `/internal` answers every call with JSON-RPC's internal error, anything else with HTTP 503.
 */
export async function startFailingRpc() {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      if (request.url === "/429") {
        response.writeHead(429).end("Too Many Requests");
      } else if (request.url === "/internal") {
        response
          .writeHead(200, { "Content-Type": "application/json" })
          .end(JSON.stringify({ jsonrpc: "2.0", id: 1, error: { code: -32603, message: "internal error" } }));
      } else {
        response.writeHead(503).end("Service Unavailable");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
