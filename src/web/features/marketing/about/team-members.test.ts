import { describe, expect, it } from "vitest";
import { initialsOf } from "@/web/features/marketing/about/team-members";

describe("initialsOf", () => {
  it("takes the first letters of the first two names, capitalized", () => {
    expect(initialsOf("Nino Beridze")).toBe("NB");
    expect(initialsOf("  ana   tsiklauri extra ")).toBe("AT");
  });

  it("keeps Georgian letters as they are, never Mtavruli capitals", () => {
    expect(initialsOf("ნინო ბერიძე")).toBe("ნბ");
    expect(initialsOf("დავით მჭედლიშვილი")).toBe("დმ");
  });
});
