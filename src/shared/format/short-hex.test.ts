import { describe, expect, it } from "vitest";
import { shortHex } from "@/shared/format/short-hex";

describe("shortHex", () => {
  it("keeps an address's first 6 and last 4 characters", () => {
    expect(shortHex("0x1234567890abcdef1234567890abcdef1234abcd")).toBe("0x1234…abcd");
  });
  it("shortens a transaction hash the same way", () => {
    expect(shortHex(`0x${"ab".repeat(31)}cdef`)).toBe("0xabab…cdef");
  });
  it("leaves a value too short to gain anything as it is", () => {
    expect(shortHex("0x12345678")).toBe("0x12345678");
  });
});
