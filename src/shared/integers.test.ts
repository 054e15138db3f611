import { describe, expect, it } from "vitest";
import { INT32_MAX, int32, pageNumber } from "@/shared/integers";

describe("int32", () => {
  it("takes the whole numbers an integer column holds, from its minimum", () => {
    for (const n of [0, 1, INT32_MAX]) expect(int32().parse(n)).toBe(n);
    expect(int32(1).safeParse(0).success).toBe(false);
  });

  it("refuses what PostgreSQL would fail on, and what is not a whole number, in words", () => {
    for (const n of [INT32_MAX + 1, 2 ** 53 + 2, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, "1", null]) {
      const result = int32().safeParse(n);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(`Must be a whole number from 0 to ${INT32_MAX}.`);
    }
  });
});

describe("pageNumber", () => {
  it("reads a page from a query string, from 1 to 100,000", () => {
    expect(pageNumber.parse("1")).toBe(1);
    expect(pageNumber.parse("100000")).toBe(100_000);
    for (const bad of ["0", "-1", "100001", "99999999999", "1e400", "1.5", "abc"]) {
      expect(pageNumber.safeParse(bad).success).toBe(false);
    }
  });
});
