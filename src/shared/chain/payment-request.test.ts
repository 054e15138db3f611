import { describe, expect, it } from "vitest";
import { paymentRequestUri } from "./payment-request";

const usdt = "0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9";
const saleWallet = `0x${"5a".repeat(20)}`;

describe("paymentRequestUri (EIP-681)", () => {
  it("names the token, the chain, the recipient and the amount in micro-USDT", () => {
    expect(paymentRequestUri({ usdt, chainId: 42161, saleWallet, amountMicroUsdt: 250_000_000n })).toBe(
      `ethereum:${usdt}@42161/transfer?address=${saleWallet}&uint256=250000000`,
    );
  });

  it("writes amounts as plain integers, never in exponent form, however large or odd", () => {
    const uri = paymentRequestUri({ usdt, chainId: 1, saleWallet, amountMicroUsdt: 140_000_000_001n });
    expect(uri.endsWith("&uint256=140000000001")).toBe(true);
    expect(paymentRequestUri({ usdt, chainId: 1, saleWallet, amountMicroUsdt: 1n })).toMatch(/uint256=1$/);
  });

  it("refuses a request for nothing", () => {
    expect(() => paymentRequestUri({ usdt, chainId: 1, saleWallet, amountMicroUsdt: 0n })).toThrow(
      RangeError,
    );
  });
});
