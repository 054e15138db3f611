import { DrizzleQueryError } from "drizzle-orm";
import { BaseError } from "viem";

/** SQLSTATE: two characters of class (00-5x, F0, HV, P0, XX), three of condition. Not a Node code like EPIPE. */
const SQLSTATE = /^(?:[0-5][0-9A-Z]|F0|HV|P0|XX)[0-9A-Z]{3}$/;

interface DatabaseFailure {
  code: string;
  constraint: string | null;
}

/**
 * The database's own error under any wrapping. Drizzle's wrapper carries the query and its
 * parameters in its message: only the driver's code and constraint name are taken from below it.
 */
function databaseFailure(error: unknown): DatabaseFailure | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === "object"; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === "string" && SQLSTATE.test(code))
      return { code, constraint: typeof constraint === "string" ? constraint : null };
    current = cause;
  }
  return null;
}

/**
 * The database refused this row for what it holds (data exception, class 22; integrity constraint,
 * class 23): writing it again would fail again. Anything else (a lost connection, a timeout, a
 * conflict between transactions) says nothing about the row, and the write is to be tried again.
 */
export function isRefusedRow(error: unknown): boolean {
  const code = databaseFailure(error)?.code ?? "";
  return code.startsWith("22") || code.startsWith("23");
}

const MAX_LENGTH = 200;

/**
 * An error as operators may read it (the console, the indexer's saved error): one short line, never
 * a query, its parameters or an endpoint's URL (which may hold a key).
 */
export function operatorText(error: unknown): string {
  const database = databaseFailure(error);
  let text: string;
  if (database) {
    const refused = database.code.startsWith("22") || database.code.startsWith("23");
    const constraint = database.constraint ? `, ${database.constraint}` : "";
    text = `${refused ? "Refused by the database" : "Database error"} (SQLSTATE ${database.code}${constraint}).`;
  } else if (error instanceof DrizzleQueryError) {
    // Its message is the query and its parameters; the driver's error (no SQLSTATE: a lost connection) is below.
    const cause = error.cause instanceof Error ? error.cause.message.split("\n")[0] : "";
    text = `Database error${cause ? `: ${cause}` : "."}`;
  } else if (error instanceof BaseError) {
    // viem's shortMessage leaves out the request, its body and the URL; details is the provider's answer.
    const details = error.details && !error.details.includes("\n") ? ` ${error.details}` : "";
    text = `${error.shortMessage}${details}`;
  } else if (error instanceof Error) {
    text = error.message.split("\n")[0] ?? error.name;
  } else if (typeof error === "string") {
    text = error.split("\n")[0] ?? "";
  } else {
    text = "Unknown error.";
  }
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
