import type { z } from "zod";
import { apiErrorSchema } from "@/shared/api-error";

/** An API answer that was not a success, with the server's words for it. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/**
 * Calls the API and checks the answer against the contract's schema. Non-2xx answers become an
 * ApiRequestError carrying the server's message; a 409 or other expected status can be accepted
 * through `accept`.
 */
export async function apiFetch<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  { accept = [], ...init }: RequestInit & { accept?: number[] } = {},
): Promise<z.infer<Schema>> {
  const response = await fetch(path, {
    ...init,
    headers: {
      Accept: "application/json",
      ...(init.body ? { "Content-Type": "application/json" } : {}),
      ...init.headers,
    },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok || accept.includes(response.status)) return schema.parse(body);
  const error = apiErrorSchema.safeParse(body);
  throw new ApiRequestError(
    response.status,
    error.success ? error.data.error : `Request failed (${response.status})`,
    error.success ? error.data.code : undefined,
    body,
  );
}
