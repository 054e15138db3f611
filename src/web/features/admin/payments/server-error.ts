import { ApiRequestError } from "@/web/lib/api-request-error";

/** The server's words for a refused action, or `fallback` when it gave none (a network failure). */
export function serverErrorMessage(failure: unknown, fallback: string): string {
  if (failure instanceof ApiRequestError && failure.message) return failure.message;
  return fallback;
}

/** The form field the server blamed, if it named one. */
export function serverErrorField(failure: unknown): string | undefined {
  if (!(failure instanceof ApiRequestError)) return undefined;
  const field = (failure.body as { field?: unknown } | undefined)?.field;
  return typeof field === "string" ? field : undefined;
}
