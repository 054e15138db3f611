import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { richMessage } from "@/web/features/auth/lib/rich-message";

describe("richMessage", () => {
  it("puts each element where its placeholder is, wherever the translation puts it", () => {
    const en = ({ terms }: { terms: string }) => `I agree to the ${terms}`;
    const ka = ({ terms }: { terms: string }) => `ვეთანხმები ${terms} და მორჩა`;
    expect(renderToStaticMarkup(<p>{richMessage(en, { terms: <a href="/terms">Terms</a> })}</p>)).toBe(
      '<p>I agree to the <a href="/terms">Terms</a></p>',
    );
    expect(renderToStaticMarkup(<p>{richMessage(ka, { terms: <b>პირობებს</b> })}</p>)).toBe(
      "<p>ვეთანხმები <b>პირობებს</b> და მორჩა</p>",
    );
  });
});
