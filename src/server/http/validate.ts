import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import type { ApiError } from "@/shared/api-error";

/** zod validation whose failure answers 400 with the schema's own message for the first problem. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    return c.json<ApiError>(
      { error: issue?.message ?? "Invalid request", code: "invalid", field: issue?.path.join(".") },
      400,
    );
  });
}
