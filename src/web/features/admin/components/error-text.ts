import { z } from "zod";
import { ApiRequestError } from "@/web/lib/api-request-error";

/** A failed console request in plain words: the server's own when it gave some. */
export function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.message) return error.message;
    return error.status >= 500 ? "The server had a problem. Please try again." : "Please try again.";
  }
  if (error instanceof z.ZodError) return "The server's answer was not understood. Please reload the page.";
  return "Please check your connection and try again.";
}
