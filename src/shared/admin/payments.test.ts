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

  it("takes a refund's other recipient in any case but a wrong checksum, and only with a reason", () => {
    const checksummed = "0x5742a8fE0D7E5b5d1d9B40b8b4c3E1Ab0c9e7777";
    const reason = "Refunded to the investor's own wallet, not the exchange.";
    const parse = (address: string, why = reason) =>
      refundPaidSchema.safeParse({ ...key, refundTxHash: key.txHash, recipient: { address, reason: why } });
    for (const written of [
      checksummed,
      checksummed.toLowerCase(),
      `0x${checksummed.slice(2).toUpperCase()}`,
    ]) {
      expect(parse(` ${written} `).data?.recipient).toEqual({ address: checksummed, reason });
    }
    expect(parse(checksummed.replace("fE0D", "Fe0d")).error?.issues[0]).toMatchObject({
      path: ["recipient", "address"],
      message: "This address's capital letters do not match its checksum: check it for a typo.",
    });
    expect(parse("0x1234").error?.issues[0]?.message).toBe(
      "Enter an address: 0x followed by 40 hexadecimal characters.",
    );
    expect(parse(checksummed, "   ").error?.issues[0]?.path).toEqual(["recipient", "reason"]);
    expect(refundPaidSchema.parse({ ...key, refundTxHash: key.txHash }).recipient).toBeUndefined();
  });
});
