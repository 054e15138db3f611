import { describe, expect, it } from "vitest";
import { demoWallet } from "@/server/chain/local-chain";
import { startupSummary } from "@/server/startup-summary";

const saleWallet = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

describe("startupSummary: what npm start prints last", () => {
  it("in the demo: the site, the outbox, the sale wallet, every demo wallet and npm run demo:pay", () => {
    const text = startupSummary({
      baseUrl: "http://localhost:3000",
      outbox: true,
      demoChain: true,
      saleWallet,
    }).join("\n");
    expect(text).toContain("Site:        http://localhost:3000");
    expect(text).toContain("http://localhost:3000/dev/mail");
    expect(text).toContain(saleWallet);
    for (const n of [1, 2, 3, 4]) expect(text).toContain(`${n}. ${demoWallet(n).address}`);
    expect(text).toContain("npm run demo:pay -- 250 --from 1");
  });

  it("in production: the site only (no outbox, no demo wallets)", () => {
    expect(
      startupSummary({ baseUrl: "https://pxl.example", outbox: false, demoChain: false, saleWallet }),
    ).toEqual(["Site:        https://pxl.example"]);
  });

  it("a demo with SMTP configured names no outbox", () => {
    const text = startupSummary({
      baseUrl: "http://localhost:3000",
      outbox: false,
      demoChain: true,
      saleWallet,
    }).join("\n");
    expect(text).not.toContain("/dev/mail");
    expect(text).toContain("npm run demo:pay");
  });
});
