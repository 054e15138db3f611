import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address a request came from: the socket's, unless `trustedHops` proxies in front of us append
 * to X-Forwarded-For, in which case the entry those proxies saw. A client's own X-Forwarded-For
 * entries sit to the left of the trusted ones and are never read.
 */
export function clientIp(c: Context, trustedHops: number): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = undefined; // in-process requests (tests) have no socket
  }
  if (trustedHops > 0) {
    const chain = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const seenByOutermostProxy = chain[chain.length - trustedHops];
    if (seenByOutermostProxy) return seenByOutermostProxy;
  }
  return socketAddress ?? "unknown";
}
