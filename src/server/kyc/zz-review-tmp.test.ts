import { constants, deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { inspectDocument } from "@/server/kyc/inspect-document";

describe("pdf inflate cap bypass", () => {
  it("streams that error after inflating are not counted", async () => {
    // zlib header + non-final deflate of 127 MB of zeros + an invalid block (BFINAL=1, BTYPE=11)
    const raw = deflateRawSync(Buffer.alloc(127 * 1024 * 1024), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
    const bomb = Buffer.concat([Buffer.from([0x78, 0xda]), raw, Buffer.from([0x07, 0x00])]);
    const parts: Buffer[] = [Buffer.from("%PDF-1.7\n")];
    const n = Math.floor((10 * 1024 * 1024 - 100) / (bomb.length + 8));
    for (let i = 0; i < n; i++) parts.push(Buffer.from("stream\n"), bomb);
    parts.push(Buffer.from("\n%%EOF\n"));
    const pdf = new Uint8Array(Buffer.concat(parts));
    console.log("bomb bytes", bomb.length, "streams", n, "file", pdf.length);
    const t0 = performance.now();
    let lag = 0;
    const tick = setInterval(() => {}, 10);
    const r = await inspectDocument(pdf);
    clearInterval(tick);
    console.log("result", JSON.stringify(r).slice(0, 120), "ms", Math.round(performance.now() - t0), lag);
    expect(pdf.length).toBeLessThanOrEqual(10 * 1024 * 1024);
  }, 300_000);
});
