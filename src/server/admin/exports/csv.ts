import { stringify } from "csv-stringify/sync";

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula: a name like `=HYPERLINK(...)` typed at sign-up would run on the operator's machine
 * (CSV injection, OWASP). A leading apostrophe makes it text.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * A CSV file with a header row, every cell neutralised. The byte order mark tells spreadsheets the
 * file is UTF-8 (names are often not ASCII).
 */
export function toCsv<const Columns extends readonly string[]>(
  columns: Columns,
  rows: ReadonlyArray<Record<Columns[number], string>>,
): string {
  return stringify(
    rows.map((row) => columns.map((column) => neutraliseFormula(row[column as Columns[number]]))),
    { header: true, columns: [...columns], bom: true },
  );
}
