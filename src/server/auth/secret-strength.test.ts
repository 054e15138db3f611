import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  estimatedSecretBits,
  MIN_SECRET_BITS,
  MIN_SECRET_DISTINCT_CHARACTERS,
  weakSecretReason,
} from "@/server/auth/secret-strength";

/** `n` characters cycling through the first `distinct` of an alphabet. */
const cycle = (distinct: number, n: number) =>
  Array.from(
    { length: n },
    (_, i) => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"[i % distinct],
  ).join("");

describe("the auth secret's strength", () => {
  it("estimates length × log2(distinct characters)", () => {
    expect(estimatedSecretBits("a".repeat(64))).toBe(0);
    expect(estimatedSecretBits(cycle(16, 32))).toBe(128);
    expect(estimatedSecretBits(cycle(4, 10))).toBe(20);
  });

  it("refuses repeats, short cycles and small alphabets, saying how to make a good one", () => {
    for (const weak of [
      "a".repeat(32),
      "abc".repeat(11),
      "12345678901234567890123456789012",
      "0123456789".repeat(8),
    ]) {
      expect(weakSecretReason(weak), weak).toMatch(/openssl rand -base64 32/);
    }
  });

  it("needs 12 distinct characters, whatever the length", () => {
    expect(weakSecretReason(cycle(MIN_SECRET_DISTINCT_CHARACTERS - 1, 200))).toMatch(
      /only 11 different characters/,
    );
    expect(weakSecretReason(cycle(MIN_SECRET_DISTINCT_CHARACTERS, 200))).toBeNull();
  });

  it("needs 128 bits: 36 characters from 12 pass, 35 do not; 32 from 16 pass, 31 do not", () => {
    expect(MIN_SECRET_BITS).toBe(128);
    expect(weakSecretReason(cycle(12, 36))).toBeNull();
    expect(weakSecretReason(cycle(12, 35))).toMatch(/about 125 bits; 128 needed/);
    expect(weakSecretReason(cycle(16, 32))).toBeNull();
    expect(weakSecretReason(cycle(16, 31))).toMatch(/about 124 bits/);
  });

  it("accepts every real `openssl rand -hex 32` and `-base64 32` secret", () => {
    for (let i = 0; i < 2000; i++) {
      const bytes = randomBytes(32);
      expect(weakSecretReason(bytes.toString("hex"))).toBeNull();
      expect(weakSecretReason(bytes.toString("base64"))).toBeNull();
      expect(weakSecretReason(bytes.toString("base64url"))).toBeNull();
    }
  });

  it.skipIf(!existsSync("/usr/bin/openssl"))("accepts what openssl itself makes", () => {
    for (const format of ["-hex", "-base64"]) {
      const secret = execFileSync("openssl", ["rand", format, "32"], { encoding: "utf8" }).trim();
      expect(weakSecretReason(secret), secret).toBeNull();
    }
  });
});
