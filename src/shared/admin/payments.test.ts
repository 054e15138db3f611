import { describe, expect, it } from "vitest";
import { manualAttributionSchema, refundPaidSchema } from "@/shared/admin/payments";

const key = { chainId: 42161, txHash: `0x${"AB".repeat(32)}`, logIndex: 0 };

describe("operator payment contracts", () => {
  it("trims and lowercases the investor's e-mail before checking it", () => {
    const parsed = manualAttributionSchema.parse({
      ...key,
      email: "  Investor@Example.COM ",
      reason: "Withdrawal from an exchange, confirmed by the investor by e-mail.",
    });
    expect(parsed.email).toBe("investor@example.com");
    expect(parsed.txHash).toBe(`0x${"ab".repeat(32)}`);
  });

  it("refuses a missing reason and a malformed hash in words", () => {
    const attribution = manualAttributionSchema.safeParse({ ...key, email: "a@b.co", reason: " short " });
    expect(attribution.error?.issues[0]?.message).toMatch(/at least 10 characters/);
    const refund = refundPaidSchema.safeParse({ ...key, refundTxHash: "0x1234" });
    expect(refund.error?.issues[0]?.message).toBe(
      "Enter a transaction hash: 0x followed by 64 hexadecimal characters.",
    );
  });
});
