import { describe, expect, it } from "vitest";
import { readLoginState } from "@/web/features/auth/lib/login-state";

describe("readLoginState: what the registration screen left in history state", () => {
  it("reads the registered address, and only it", () => {
    expect(readLoginState({ registeredEmail: "nino@example.ge", extra: 1 })).toEqual({
      registeredEmail: "nino@example.ge",
    });
  });

  it("is null for anything another page may have left there", () => {
    for (const state of [
      null,
      undefined,
      "nino@example.ge",
      7,
      {},
      { registeredEmail: 7 },
      [],
      { usr: {} },
    ]) {
      expect(readLoginState(state), JSON.stringify(state)).toBeNull();
    }
  });
});
