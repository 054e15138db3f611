import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "@/server/http/without-module-preloads";

/** The head and tail of a prerendered page as React Router renders them (see build/client/index.html). */
const page = [
  '<!DOCTYPE html><html lang="en"><head><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
  '<link rel="modulepreload" href="/assets/manifest-d92f761e.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-CCL0aJnh.js"/>',
  '<link rel="modulepreload" crossorigin="anonymous" href="/assets/react-B31-Kus7.js"/>',
  '<link rel="stylesheet" href="/assets/root-BBT5_Acu.css"/></head><body><main>PXL</main>',
  '<script type="module" async="">import "/assets/manifest-d92f761e.js";',
  'import("/assets/entry.client-CCL0aJnh.js");</script></body></html>',
].join("");

describe("a prerendered page without module preloads", () => {
  it("drops every modulepreload link and keeps the stylesheet, the content and the module script", () => {
    const html = withoutModulePreloads(page);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-BBT5_Acu.css"/>');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(html).toContain("<main>PXL</main>");
    expect(html).toContain('import "/assets/manifest-d92f761e.js";');
    expect(html).toContain('import("/assets/entry.client-CCL0aJnh.js");');
  });

  it("leaves a page without preloads as it was", () => {
    const plain = "<html><head></head><body><main>PXL</main></body></html>";
    expect(withoutModulePreloads(plain)).toBe(plain);
  });
});
