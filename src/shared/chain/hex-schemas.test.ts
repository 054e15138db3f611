import { describe, expect, it } from "vitest";
import { z } from "zod";
import { addressSchema, hashInputSchema, hashSchema, lowerHex } from "@/shared/chain/hex-schemas";

const checksummed = "0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9";
const hash = `0x${"ab".repeat(32)}`;

describe("the chain's hex schemas", () => {
  it("takes an address in either case as given, and refuses anything else", () => {
    expect(addressSchema().parse(checksummed)).toBe(checksummed);
    expect(addressSchema().parse(checksummed.toLowerCase())).toBe(checksummed.toLowerCase());
    for (const bad of [
      checksummed.slice(0, -1),
      `${checksummed}0`,
      checksummed.slice(2),
      `0xzz${"0".repeat(38)}`,
    ]) {
      expect(addressSchema().safeParse(bad).success, bad).toBe(false);
    }
  });

  it("takes a hash only lower-case, as the server writes them", () => {
    expect(hashSchema().parse(hash)).toBe(hash);
    expect(hashSchema().safeParse(hash.toUpperCase().replace("0X", "0x")).success).toBe(false);
    expect(hashSchema().safeParse(hash.slice(0, -2)).success).toBe(false);
  });

  it("trims and lower-cases a typed hash, and says what is wrong in the caller's words", () => {
    const typed = hashInputSchema("Enter a transaction hash.", "A hash is required.");
    expect(typed.parse(`  0x${"AB".repeat(32)} `)).toBe(hash);
    expect(typed.safeParse("0x12").error?.issues[0]?.message).toBe("Enter a transaction hash.");
    expect(typed.safeParse(undefined).error?.issues[0]?.message).toBe("A hash is required.");
  });

  it("documents both as patterns in the OpenAPI document (no transform in a response)", () => {
    expect(z.toJSONSchema(addressSchema())).toMatchObject({ type: "string", pattern: "^0x[0-9a-fA-F]{40}$" });
    expect(z.toJSONSchema(hashSchema())).toMatchObject({ type: "string", pattern: "^0x[0-9a-f]{64}$" });
  });

  it("lower-cases an address or a hash keeping its type", () => {
    expect(lowerHex(checksummed)).toBe(checksummed.toLowerCase());
  });
});
