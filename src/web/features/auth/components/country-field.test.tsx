// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CountryField } from "@/web/features/auth/components/country-field";
import "@/shared/i18n/current-locale";

afterEach(cleanup);

const suggestions = () =>
  [...document.querySelectorAll("datalist option")].map((o) => o.getAttribute("value") ?? "");

describe("the country field", () => {
  it("builds its suggestions when first reached, not while the page becomes interactive", () => {
    const onFocus = vi.fn();
    render(<CountryField name="country" onFocus={onFocus} />);
    const field = screen.getByLabelText("Country");
    expect(suggestions()).toEqual([]);

    fireEvent.focus(field);
    const names = suggestions();
    expect(names.length).toBeGreaterThan(200);
    expect(names).toContain("Georgia");
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
    // The list the input names is the one that appeared; the caller's own focus handler still runs.
    expect(document.getElementById(field.getAttribute("list") ?? "")?.tagName).toBe("DATALIST");
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
