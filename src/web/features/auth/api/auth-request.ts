import type { z } from "zod";
import { CAPTCHA_HEADER } from "@/shared/auth/captcha";
import { ApiRequestError } from "@/web/lib/api-request-error";

/**
 * Posts JSON to the account API (ours under /api/account, Better Auth's under /api/auth), with the
 * captcha when given. The client loads with the first call, and each call loads its own contract:
 * the account pages paint and hydrate without the schemas' library (issue 13).
 */
export async function postAuth<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  body: unknown,
  { captcha }: { captcha?: string } = {},
): Promise<z.infer<Schema>> {
  const { apiFetch } = await import("@/web/lib/api-fetch");
  return apiFetch(path, schema, {
    method: "POST",
    body: JSON.stringify(body),
    headers: captcha ? { [CAPTCHA_HEADER]: captcha } : {},
  });
}

/** The server's message for a failed call, if it sent one; network errors and bare statuses give none. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError && error.message.trim() ? error.message : undefined;
}
