import { describe, expect, it } from "vitest";
import {
  type ClaimEvent,
  type ClaimProgress,
  canClaim,
  initialClaim,
  nextClaim,
  REVERTED,
} from "@/web/lib/claim-state";

const H = `0x${"a".repeat(64)}` as const;
const H2 = `0x${"b".repeat(64)}` as const;
const run = (...events: ClaimEvent[]) => events.reduce<ClaimProgress>(nextClaim, initialClaim);

describe("nextClaim", () => {
  it("goes wallet, sent, confirming, claimed", () => {
    expect(run({ type: "start" })).toEqual({ step: "preparing" });
    expect(run({ type: "start" }, { type: "wallet_asked" })).toEqual({ step: "awaiting_wallet" });
    const sent = run({ type: "start" }, { type: "wallet_asked" }, { type: "sent", hash: H });
    expect(sent).toEqual({ step: "sent", hash: H, delayed: false });
    const mined = nextClaim(sent, { type: "mined", hash: H2, outcome: "claimed" });
    // The mined transaction is the one to show: a wallet's "speed up" replaced the one sent.
    expect(mined).toEqual({ step: "confirming", hash: H2, delayed: false });
    expect(nextClaim(mined, { type: "updated" })).toEqual({ step: "claimed", hash: H2 });
  });

  it("fails before sending only when the wallet or the check refuses", () => {
    expect(
      run(
        { type: "start" },
        { type: "wallet_asked" },
        { type: "wallet_refused", declined: true, message: "no" },
      ),
    ).toEqual({ step: "failed", reason: "declined", message: "no" });
    expect(run({ type: "start" }, { type: "wallet_refused", declined: false, message: "x" })).toMatchObject({
      reason: "refused",
    });
  });

  it("never fails a sent claim for trouble following it, only for a mined transaction that claimed nothing", () => {
    const sent = run({ type: "start" }, { type: "sent", hash: H });
    const troubled = nextClaim(sent, { type: "trouble" });
    expect(troubled).toEqual({ step: "sent", hash: H, delayed: true });
    expect(nextClaim(troubled, { type: "wallet_refused", declined: true, message: "late" })).toBe(troubled);
    expect(nextClaim(troubled, { type: "mined", hash: H, outcome: "reverted" })).toEqual({
      step: "failed",
      reason: "reverted",
      hash: H,
      message: REVERTED,
    });
    expect(nextClaim(sent, { type: "mined", hash: H, outcome: "cancelled" })).toMatchObject({
      reason: "cancelled",
    });
    // Another call in the claim's place (its receipt holds no claim for the account) moved nothing.
    expect(nextClaim(sent, { type: "mined", hash: H2, outcome: "replaced" })).toEqual({
      step: "failed",
      reason: "replaced",
      hash: H2,
      message:
        "Your wallet put another transaction in the claim's place before it was mined, so this claim moved no tokens. You can try again.",
    });
  });

  it("locks Claim from the wallet's prompt until the claim failed", () => {
    expect(canClaim(initialClaim)).toBe(true);
    const sent = run({ type: "start" }, { type: "sent", hash: H });
    expect(canClaim(sent)).toBe(false);
    expect(nextClaim(sent, { type: "start" })).toBe(sent);
    expect(nextClaim(sent, { type: "reset" })).toBe(sent);
    const failed = nextClaim(sent, { type: "mined", hash: H, outcome: "reverted" });
    expect(canClaim(failed)).toBe(true);
    expect(nextClaim(failed, { type: "reset" })).toEqual(initialClaim);
  });
});
