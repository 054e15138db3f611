import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { baseLocale, locales } from "@/shared/i18n/locales";

/** A message: a text, or variants (plural forms) in the inlang message format. */
type Message = string | unknown[];

const catalogue = (locale: string): Record<string, Message> => {
  const file = path.join(import.meta.dirname, "../../../messages", `${locale}.json`);
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(file, "utf8"));
  return messages;
};

/** The {placeholders} of a message: a translation must use each of them, and no other. */
const placeholders = (message: Message) => {
  const text = typeof message === "string" ? message : JSON.stringify(message);
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
};

describe("the message catalogues", () => {
  const base = catalogue(baseLocale);

  it.each(locales.filter((l) => l !== baseLocale))("%s has exactly the keys of English", (locale) => {
    expect(Object.keys(catalogue(locale)).sort()).toEqual(Object.keys(base).sort());
  });

  it.each(locales)("%s has no empty message, and keys named by page (page_...)", (locale) => {
    for (const [key, text] of Object.entries(catalogue(locale))) {
      const filled = typeof text === "string" ? text.trim().length > 0 : text.length > 0;
      expect(filled, `${locale}: ${key}`).toBe(true);
      expect(key, `${locale}: ${key}`).toMatch(/^[a-z0-9]+(_[a-z0-9]+)+$/);
    }
  });

  it.each(locales.filter((l) => l !== baseLocale))("%s uses the placeholders of English", (locale) => {
    const translated = catalogue(locale);
    for (const [key, text] of Object.entries(base)) {
      expect(placeholders(translated[key] ?? ""), `${locale}: ${key}`).toEqual(placeholders(text));
    }
  });

  it("lists its keys in order, grouped by page, for a translator to review side by side", () => {
    for (const locale of locales) {
      const keys = Object.keys(catalogue(locale));
      expect(keys, locale).toEqual([...keys].sort());
    }
  });
});
