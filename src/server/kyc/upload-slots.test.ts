import { describe, expect, it } from "vitest";
import { createUploadSlots, DEFAULT_UPLOAD_SLOTS } from "@/server/kyc/upload-slots";

const released = (slot: ReturnType<ReturnType<typeof createUploadSlots>["take"]>) => {
  if (!slot.ok) throw new Error(`the slot was refused: ${slot.reason}`);
  return slot.release;
};

describe("upload slots", () => {
  it("lets one upload per user run at a time", () => {
    const slots = createUploadSlots(4);
    released(slots.take("nino"));
    expect(slots.take("nino")).toEqual({ ok: false, reason: "user" });
    // Another user is not held back by it.
    expect(slots.take("giorgi").ok).toBe(true);
  });

  it("lets at most `total` uploads run in all, four unless told", () => {
    expect(DEFAULT_UPLOAD_SLOTS).toBe(4);
    const slots = createUploadSlots();
    for (const user of ["a", "b", "c", "d"]) released(slots.take(user));
    expect(slots.take("e")).toEqual({ ok: false, reason: "full" });
    // A user already uploading is told so, not that the server is busy.
    expect(slots.take("a")).toEqual({ ok: false, reason: "user" });
  });

  it("gives a released slot to the next upload, its user's included", () => {
    const slots = createUploadSlots(1);
    const release = released(slots.take("nino"));
    expect(slots.take("giorgi")).toEqual({ ok: false, reason: "full" });
    release();
    released(slots.take("giorgi"))();
    released(slots.take("nino"));
  });

  it("counts a release once, however often it is called", () => {
    const slots = createUploadSlots(2);
    const first = released(slots.take("nino"));
    first();
    released(slots.take("nino"));
    released(slots.take("giorgi"));
    // A second call of the first release must not free the slot its user took again.
    first();
    expect(slots.take("nino")).toEqual({ ok: false, reason: "user" });
    expect(slots.take("tamar")).toEqual({ ok: false, reason: "full" });
  });

  it("holds nothing for a refused upload", () => {
    const slots = createUploadSlots(1);
    const release = released(slots.take("nino"));
    expect(slots.take("nino").ok).toBe(false);
    expect(slots.take("giorgi").ok).toBe(false);
    release();
    expect(slots.take("giorgi").ok).toBe(true);
  });
});
