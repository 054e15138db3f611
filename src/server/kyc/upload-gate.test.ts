import { describe, expect, it } from "vitest";
import { createUploadGate, DEFAULT_CHECKING, type UploadGate } from "@/server/kyc/upload-gate";

const entered = (gate: UploadGate, userId: string, declared?: number) => {
  const entry = gate.enter(userId, declared);
  if (!entry.ok) throw new Error(`the upload was refused: ${entry.reason}`);
  return entry.upload;
};

/** Whether a promise has settled by the time queued callbacks have run. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe("the upload gate", () => {
  it("lets one upload per user run at a time", () => {
    const gate = createUploadGate({ bodyBytes: 100 });
    entered(gate, "nino");
    expect(gate.enter("nino")).toEqual({ ok: false, reason: "user" });
    // Another user is not held back by it.
    expect(gate.enter("giorgi").ok).toBe(true);
  });

  it("counts bodies by the bytes that arrived, so slow senders do not keep others out", () => {
    const gate = createUploadGate({ bodyBytes: 100 });
    // Ten uploads that each sent a little, declaring far more, hold only what they sent.
    const slow = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"].map((user) => entered(gate, user, 90));
    for (const upload of slow) expect(upload.receive(5)).toBe(true);
    const next = entered(gate, "nino", 50);
    expect(next.receive(50)).toBe(true);
    // The budget is spent: the next chunk, anyone's, does not fit and counts nothing.
    expect(slow[0]?.receive(1)).toBe(false);
    expect(next.receive(1)).toBe(false);
    expect(gate.enter("giorgi", 1)).toEqual({ ok: false, reason: "full" });
    // Without a declared length it enters and meets the budget at its first chunk.
    expect(entered(gate, "tamar").receive(1)).toBe(false);
  });

  it("refuses at once a declared body that cannot fit now, and a user's own upload first as theirs", () => {
    const gate = createUploadGate({ bodyBytes: 100 });
    const first = entered(gate, "nino", 100);
    expect(first.receive(60)).toBe(true);
    expect(gate.enter("giorgi", 41)).toEqual({ ok: false, reason: "full" });
    expect(gate.enter("nino", 1)).toEqual({ ok: false, reason: "user" });
    expect(entered(gate, "giorgi", 40).receive(40)).toBe(true);
  });

  it("gives back a released upload's bytes and lets its user in again", () => {
    const gate = createUploadGate({ bodyBytes: 100 });
    const first = entered(gate, "nino");
    expect(first.receive(100)).toBe(true);
    expect(gate.enter("giorgi", 1)).toEqual({ ok: false, reason: "full" });
    first.release();
    expect(entered(gate, "giorgi", 100).receive(100)).toBe(true);
    expect(gate.enter("nino").ok).toBe(true);
  });

  it("counts a release once, however often it is called", () => {
    const gate = createUploadGate({ bodyBytes: 100 });
    const first = entered(gate, "nino");
    expect(first.receive(30)).toBe(true);
    first.release();
    const again = entered(gate, "nino");
    expect(again.receive(80)).toBe(true);
    // A second call of the first release must neither free the user's new upload nor its bytes.
    first.release();
    expect(gate.enter("nino")).toEqual({ ok: false, reason: "user" });
    expect(gate.enter("giorgi", 21)).toEqual({ ok: false, reason: "full" });
    // A released upload counts nothing more.
    expect(first.receive(1)).toBe(false);
  });

  it("checks at most `checking` uploads at once, four unless told, the others in the order they asked", async () => {
    expect(DEFAULT_CHECKING).toBe(4);
    const gate = createUploadGate({ bodyBytes: 100 });
    const running = ["a", "b", "c", "d"].map((user) => entered(gate, user));
    for (const upload of running) expect(await settled(upload.check())).toBe(true);
    const fifth = entered(gate, "e");
    const sixth = entered(gate, "f");
    const fifthChecks = fifth.check();
    const sixthChecks = sixth.check();
    expect(await settled(fifthChecks)).toBe(false);
    running[2]?.release();
    expect(await settled(fifthChecks)).toBe(true);
    expect(await settled(sixthChecks)).toBe(false);
    fifth.release();
    expect(await settled(sixthChecks)).toBe(true);
  });

  it("returns a check's place when its upload ends, and holds none for an upload that never checked", async () => {
    const gate = createUploadGate({ bodyBytes: 100, checking: 1 });
    const idle = entered(gate, "nino");
    const first = entered(gate, "giorgi");
    await first.check();
    idle.release();
    const second = entered(gate, "tamar");
    const secondChecks = second.check();
    expect(await settled(secondChecks)).toBe(false);
    first.release();
    expect(await settled(secondChecks)).toBe(true);
    second.release();
    // The place is free again.
    const third = entered(gate, "nino");
    expect(await settled(third.check())).toBe(true);
  });
});
