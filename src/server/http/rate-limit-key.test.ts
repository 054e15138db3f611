import { describe, expect, it } from "vitest";
import { rateLimitKey } from "@/server/http/rate-limit-key";

describe("rateLimitKey", () => {
  it("counts an IPv6 client by its /64, however the address is spelled", () => {
    const key = "2001:db8:1:1::/64";
    expect(rateLimitKey("2001:db8:1:1::1")).toBe(key);
    expect(rateLimitKey("2001:db8:1:1:ffff:ffff:ffff:ffff")).toBe(key);
    expect(rateLimitKey("2001:0DB8:0001:0001:0000:0000:0000:00AB")).toBe(key);
    // The ending a client may choose freely, written as a mapped IPv4 address, is still its /64.
    expect(rateLimitKey("2001:db8:1:1::ffff:1.2.3.4")).toBe(key);
  });

  it("counts two /64s apart, however close", () => {
    expect(rateLimitKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:1::1")).not.toBe(rateLimitKey("2001:db8:1:2::1"));
  });

  it("finds the /64 when the zeros compressed are inside it or span its end", () => {
    expect(rateLimitKey("::3:4:5:6:7:8")).toBe("0:0:3:4::/64");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8::/64");
    expect(rateLimitKey("2001:db8::1:0:0:1")).toBe("2001:db8::/64");
    expect(rateLimitKey("::1")).toBe("::/64");
  });

  it("counts an IPv4 client reached through a dual-stack socket as that IPv4 address", () => {
    expect(rateLimitKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitKey("::ffff:c633:6407")).toBe("198.51.100.7");
  });

  it("leaves IPv4 addresses and the no-socket placeholder as they are", () => {
    expect(rateLimitKey("198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitKey("unknown")).toBe("unknown");
  });
});
