import { z } from "zod";

/** Every error the API answers has this shape; `error` is written for the person reading it. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Better Auth's refusals (its own routes under /api/auth): `{ message, code }`. */
export const betterAuthErrorSchema = z.object({ message: z.string(), code: z.string().optional() });
