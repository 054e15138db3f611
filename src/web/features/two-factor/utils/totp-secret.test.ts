import { describe, expect, it } from "vitest";
import { groupSecret, totpSecret } from "@/web/features/two-factor/utils/totp-secret";

describe("totpSecret", () => {
  it("reads the secret of an otpauth address", () => {
    const uri =
      "otpauth://totp/Pixel%20Academy:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Pixel%20Academy";
    expect(totpSecret(uri)).toBe("JBSWY3DPEHPK3PXP");
  });

  it("gives null for an address without one, or no address at all", () => {
    expect(totpSecret("otpauth://totp/x?issuer=y")).toBeNull();
    expect(totpSecret("not a url")).toBeNull();
  });
});

describe("groupSecret", () => {
  it("splits the secret into groups of four", () => {
    expect(groupSecret("JBSWY3DPEHPK3PXPA")).toBe("JBSW Y3DP EHPK 3PXP A");
  });
});
