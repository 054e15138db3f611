import { describe, expect, it } from "vitest";
import { base32Decode, totpCode, totpKeyFromUri } from "@/server/test/totp";

describe("the tests' authenticator app (RFC 6238)", () => {
  // RFC 6238 appendix B, SHA-1: the seed is the ASCII of "12345678901234567890", 8 digits.
  const rfcKey = { secret: Buffer.from("12345678901234567890"), period: 30, digits: 8 };

  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
  ])("gives the RFC's code at %i s", (seconds, code) => {
    expect(totpCode(rfcKey, seconds * 1000)).toBe(code);
  });

  it("reads the base32 secret, period and digits of an otpauth:// address", () => {
    // "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ" is base32 of the same seed.
    const key = totpKeyFromUri("otpauth://totp/PXL:ops%40example.ge?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(key).toEqual({ secret: Buffer.from("12345678901234567890"), period: 30, digits: 6 });
    expect(totpCode(key, 59_000)).toBe("287082");
    expect(base32Decode("mzxw6ytb")).toEqual(Buffer.from("fooba"));
  });
});
