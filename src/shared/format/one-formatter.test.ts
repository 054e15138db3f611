import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One way to write each thing: amounts, prices, tokens, counts and dates are formatted by
 * src/shared/format alone, so the site and its e-mails cannot drift apart again ("$250.00 USDT",
 * three precisions of one token amount, two date formats). This fails naming the file that
 * formats on its own. Tests may do what they like; CSV exports use formatExactDecimal.
 */
const src = path.resolve(import.meta.dirname, "../..");
const home = path.join("shared", "format");

const forbidden: Array<[RegExp, string]> = [
  [/\.toFixed\(/, "toFixed( (a float, and rounds money up)"],
  [/\.toLocaleString\(/, "toLocaleString( (the reader's locale: differs between server and browser)"],
  [/\.toLocaleDateString\(|\.toLocaleTimeString\(/, "toLocaleDateString( / toLocaleTimeString("],
  [/new Intl\.(NumberFormat|DateTimeFormat)\b/, "new Intl.NumberFormat / Intl.DateTimeFormat"],
  [/from "@\/shared\/format\/digits"/, "the digit engine (use a named formatter of money.ts)"],
  [/`\$\$\{/, 'a "$" before an amount (USDT is written "250.00 USDT")'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("one formatter for the whole site", () => {
  // src/paraglide is compiled from the message catalogues (its runtime formats for Paraglide's own API).
  const files = sourceFiles(src).filter(
    (file) => !path.relative(src, file).startsWith(home) && !path.relative(src, file).startsWith("paraglide"),
  );

  it("finds the source it guards", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("no file outside src/shared/format formats amounts or dates by itself", () => {
    const offences = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return forbidden
        .filter(([pattern]) => pattern.test(text))
        .map(([, what]) => `${path.relative(src, file)}: ${what}`);
    });
    expect(offences).toEqual([]);
  });

  it("catches a formatter written on its own (the guard's own check)", () => {
    const sample = "const x = (n: number) => `$${n.toFixed(2)}`;";
    expect(forbidden.filter(([pattern]) => pattern.test(sample)).map(([, what]) => what)).toHaveLength(2);
  });
});
