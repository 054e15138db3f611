import { describe, expect, it } from "vitest";
import { fileProgress } from "@/web/features/kyc/lib/upload-progress";
import { wizardPercent } from "@/web/features/kyc/lib/wizard-steps";

describe("fileProgress", () => {
  const files = [{ size: 100 }, { size: 300 }];
  // 50 bytes of fields and part headers, then the two files.
  const total = 450;

  it("counts nothing before the files' bytes go out", () => {
    expect(fileProgress(files, 40, total)).toEqual([
      { sent: 0, total: 100 },
      { sent: 0, total: 300 },
    ]);
  });

  it("fills the files in order", () => {
    expect(fileProgress(files, 100, total)).toEqual([
      { sent: 50, total: 100 },
      { sent: 0, total: 300 },
    ]);
    expect(fileProgress(files, 300, total)).toEqual([
      { sent: 100, total: 100 },
      { sent: 150, total: 300 },
    ]);
  });

  it("shows every file complete when everything is sent", () => {
    expect(fileProgress(files, total, total)).toEqual([
      { sent: 100, total: 100 },
      { sent: 300, total: 300 },
    ]);
  });
});

describe("wizardPercent: 'Step n of 4' with the percent complete", () => {
  it("counts the steps finished: 0, 25, 50, 75 on steps 1 to 4", () => {
    expect([0, 1, 2, 3].map((step) => wizardPercent(step, false))).toEqual([0, 25, 50, 75]);
  });

  it("reaches 100% only once submitted", () => {
    expect(wizardPercent(3, false)).toBeLessThan(100);
    expect(wizardPercent(3, true)).toBe(100);
  });
});
