// @vitest-environment node
import { describe, expect, it } from "vitest";
import { phaseNumber, phases } from "@/web/features/marketing/roadmap/phases";

describe("roadmap phases", () => {
  it("numbers ten phases 01 to 10", () => {
    expect(phases).toHaveLength(10);
    expect(phases.map((_phase, index) => phaseNumber(index))).toEqual([
      "01",
      "02",
      "03",
      "04",
      "05",
      "06",
      "07",
      "08",
      "09",
      "10",
    ]);
  });

  it("marks 01 and 02 completed and only 06, the first private-sale round, in progress", () => {
    expect(phases.map((phase) => phase.status)).toEqual([
      "Completed",
      "Completed",
      "Planned",
      "Planned",
      "Planned",
      "In Progress",
      "Planned",
      "Planned",
      "Planned",
      "Planned",
    ]);
    expect(phases[5]).toMatchObject({ title: "Private Sale Round 1", label: "Now Active" });
  });
});
