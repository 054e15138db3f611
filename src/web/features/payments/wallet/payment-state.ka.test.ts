import { afterEach, describe, expect, it } from "vitest";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import { verificationReasons } from "@/shared/payments/verification-reasons";
import { claimEvent } from "./payment-state";

afterEach(() => setServerLocaleSource(() => "en"));

describe("claimEvent in Georgian", () => {
  it("waits out a payment the server does not see yet, whatever language its answer is in", () => {
    setServerLocaleSource(() => "ka");
    // The server answered in Georgian; the reason's code says "not yet", not a refusal.
    const notFound = verificationReasons.not_found;
    expect(
      claimEvent({ kind: "failed", message: notFound, notice: "n", status: 422, code: "not_found" }),
    ).toEqual({
      type: "trouble",
    });
    // Switched to English after loading: the Georgian words are still known by their code.
    setServerLocaleSource(() => "en");
    expect(
      claimEvent({ kind: "failed", message: notFound, notice: "n", status: 422, code: "not_mined_yet" }),
    ).toEqual({ type: "trouble" });
    expect(
      claimEvent({
        kind: "failed",
        message: "wrong wallet",
        notice: "n",
        status: 422,
        code: "wrong_recipient",
      }),
    ).toEqual({ type: "claim_refused", message: "wrong wallet" });
  });
});
