import { ApiRequestError } from "@/web/lib/api-request-error";

/**
 * The form field a 400 answer names (our validator sends `field`, see `apiErrorSchema`), if the form
 * has it: the form then marks and focuses it instead of only showing a toast. Read by hand, as the
 * forms load no schemas before they are used (issue 13).
 */
export function invalidField<Values extends object>(
  error: unknown,
  values: Values,
): (keyof Values & string) | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const { body } = error;
  if (typeof body !== "object" || body === null || !("field" in body)) return null;
  const { field } = body;
  return typeof field === "string" && Object.hasOwn(values, field) ? (field as keyof Values & string) : null;
}
