import { describe, expect, it } from "vitest";
import { EMAIL_MAX } from "@/shared/auth/password";
import { subscribeSchema } from "@/shared/newsletter/subscribe-schema";

const INVALID = "Please enter a valid email address";
const TOO_LONG = "Email must be less than 255 characters";

/** A syntactically valid address of exactly `length` characters. */
function addressOfLength(length: number): string {
  const domain = "@example.com"; // 12 characters
  return `${"a".repeat(length - domain.length)}${domain}`;
}

function messages(input: unknown): string[] {
  const result = subscribeSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("subscribeSchema", () => {
  it("accepts a valid address and trims it", () => {
    const result = subscribeSchema.safeParse({ email: "  reader@example.com \n" });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe("reader@example.com");
  });

  it("accepts common address forms", () => {
    for (const email of ["first.last@example.co.uk", "user+news@sub.example.org", "x_y-z@example.io"]) {
      expect(subscribeSchema.safeParse({ email }).success, email).toBe(true);
    }
  });

  it.each([
    [""],
    ["   "],
    ["not-an-email"],
    ["reader@"],
    ["@example.com"],
    ["reader@example"],
    ["reader@@example.com"],
    ["reader example@example.com"],
  ])("rejects %j with the spec message", (email) => {
    expect(messages({ email })).toEqual([INVALID]);
  });

  it("rejects a missing email", () => {
    expect(subscribeSchema.safeParse({}).success).toBe(false);
  });

  it("the limit is 255", () => {
    expect(EMAIL_MAX).toBe(255);
  });

  it("accepts an address of exactly 255 characters", () => {
    const email = addressOfLength(255);
    expect(email).toHaveLength(255);
    expect(subscribeSchema.safeParse({ email }).success).toBe(true);
  });

  it("rejects an address of 256 characters with the spec message", () => {
    const email = addressOfLength(256);
    expect(email).toHaveLength(256);
    expect(messages({ email })).toEqual([TOO_LONG]);
  });

  it("measures the length after trimming", () => {
    const email = addressOfLength(255);
    const result = subscribeSchema.safeParse({ email: `   ${email}   ` });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe(email);
  });

  it("treats the honeypot as optional but bounded", () => {
    const email = "reader@example.com";
    expect(subscribeSchema.safeParse({ email, website: "" }).success).toBe(true);
    expect(subscribeSchema.safeParse({ email, website: "http://spam.example" }).data?.website).toBe(
      "http://spam.example",
    );
    expect(subscribeSchema.safeParse({ email, website: "x".repeat(501) }).success).toBe(false);
  });
});
