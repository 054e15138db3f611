import { z } from "zod";
import { getLocale } from "@/paraglide/runtime";
import { apiErrorSchema } from "@/shared/api-error";
import { languageTags } from "@/shared/i18n/locales";
import { ApiRequestError } from "@/web/lib/api-request-error";

const betterAuthErrorSchema = z.object({ message: z.string(), code: z.string().optional() });

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
      // The server answers in the page's language, which may differ from the browser's own.
      "Accept-Language": languageTags[getLocale()],
      ...(init.body ? { "Content-Type": "application/json" } : {}),
      ...init.headers,
    },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok || accept.includes(response.status)) return schema.parse(body);
  // Our routes answer { error, code }, Better Auth's { message, code }; the message is empty when the
  // server gave none, so callers can fall back to the spec's text for the situation.
  const ours = apiErrorSchema.safeParse(body);
  const theirs = betterAuthErrorSchema.safeParse(body);
  const message = ours.success ? ours.data.error : theirs.success ? theirs.data.message : "";
  const code = ours.success ? ours.data.code : theirs.success ? theirs.data.code : undefined;
  throw new ApiRequestError(response.status, message, code, body);
}
