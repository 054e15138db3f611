import { z } from "zod";
import { ApiRequestError } from "@/web/lib/api-request-error";

/**
 * Retries a console request only when trying again can help (a network failure, a server error):
 * a refusal (401, 403), a bad query (400, 404) or an answer that breaks the contract stays what it
 * is, so it shows at once instead of after the retries.
 */
export function adminRetry(failures: number, error: Error): boolean {
  if (error instanceof ApiRequestError && error.status < 500) return false;
  if (error instanceof z.ZodError) return false;
  return failures < 2;
}
