import { isIP, SocketAddress } from "node:net";

const IPV4_MAPPED = "::ffff:";

/**
 * The client a limit of ours counts a request against, from its address (`clientIp`). Every IPv6
 * host is handed at least a /64 and can send from any address in it, so an IPv6 client is counted
 * by its /64, as Better Auth's own limiter counts it. An IPv4 client reached through a dual-stack
 * socket (`::ffff:a.b.c.d`) is its IPv4 address. Anything else (IPv4, "unknown") is used as given.
 */
export function rateLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  // Node parses the address and writes it in its one canonical form (RFC 5952): however the client
  // or a proxy spelled it, the same address gives the same text, and only that text is split here.
  const canonical = canonicalIpv6(address);
  const mapped = canonical.slice(IPV4_MAPPED.length);
  if (canonical.startsWith(IPV4_MAPPED) && isIP(mapped) === 4) return mapped;
  return `${canonicalIpv6(`${firstFourGroups(canonical).join(":")}::`)}/64`;
}

const canonicalIpv6 = (address: string) => new SocketAddress({ address, family: "ipv6" }).address;

/** The network half of a canonical IPv6 address: its first four 16-bit groups. */
function firstFourGroups(canonical: string): string[] {
  const [head = "", tail] = canonical.split("::");
  const left = head === "" ? [] : head.split(":");
  if (tail === undefined) return left.slice(0, 4);
  const right = tail === "" ? [] : tail.split(":");
  // A dotted IPv4 ending ("::1.2.3.4") stands for two groups; being last, it never reaches the first four.
  const rightGroups = right.length + (tail.includes(".") ? 1 : 0);
  const zeros = Array.from({ length: 8 - left.length - rightGroups }, () => "0");
  return [...left, ...zeros, ...right].slice(0, 4);
}
