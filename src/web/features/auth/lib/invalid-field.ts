import { z } from "zod";
import { ApiRequestError } from "@/web/lib/api-request-error";

const fieldSchema = z.object({ field: z.string() });

/**
 * The form field a 400 answer names (our validator sends `field`), if the form has it: the form
 * then marks and focuses it instead of only showing a toast.
 */
export function invalidField<Values extends object>(
  error: unknown,
  values: Values,
): (keyof Values & string) | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const parsed = fieldSchema.safeParse(error.body);
  if (!parsed.success || !(parsed.data.field in values)) return null;
  return parsed.data.field as keyof Values & string;
}
