import { afterEach, describe, expect, it } from "vitest";
import { setWidgetStrings } from "@/web/features/auth/components/load-altcha";

type Strings = Record<string, string>;

afterEach(() => {
  Reflect.deleteProperty(globalThis, "$altcha");
});

describe("setWidgetStrings: the ALTCHA widget's own words from our catalogues", () => {
  it("gives the widget Georgian strings for ka and leaves ALTCHA's English as it was", () => {
    const english: Strings = { label: "I'm not a robot", verified: "Verified", reload: "Reload" };
    const table = new Map<string, Strings>([["en", english]]);
    Object.assign(globalThis, {
      $altcha: {
        i18n: {
          get: (name: string) => table.get(name),
          set: (name: string, v: Strings) => table.set(name, v),
        },
      },
    });
    setWidgetStrings();
    expect(table.get("ka")).toMatchObject({
      label: "მე არ ვარ რობოტი",
      verified: "დადასტურებულია",
      verifying: "მოწმდება...",
      expired: "შემოწმების ვადა ამოიწურა. სცადეთ ხელახლა.",
      // What the catalogue does not cover falls back to ALTCHA's English.
      reload: "Reload",
    });
    expect(table.get("ka")?.footer).toContain(">ALTCHA</a>");
    expect(table.get("ka")?.footer).toMatch(/^დაცვა: <a /);
    expect(table.get("en")).toMatchObject({
      label: "I'm not a robot",
      verified: "Verified",
      reload: "Reload",
    });
    expect(table.get("en")?.footer).toMatch(/^Protected by <a href="https:\/\/altcha.org\/"/);
  });
});
