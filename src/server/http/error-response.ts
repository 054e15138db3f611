import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { m } from "@/paraglide/messages";
import { log } from "@/server/lib/log";
import type { ApiError } from "@/shared/api-error";

/** Hono's validator throws this (a 400) when a JSON body does not parse. */
const MALFORMED_JSON = "Malformed JSON in request body";

/**
 * The answer to an error a handler threw. Hono's own refusals (an HTTPException: a body that is
 * not JSON, a form that does not parse) are the client's mistake and keep their 4xx status, with
 * a sentence saying what was wrong (or the answer the exception carries); anything else is ours:
 * logged, and a 500 that says nothing of it.
 */
export function errorResponse(error: Error, c: Context): Response {
  if (error instanceof HTTPException && error.status < 500) {
    // A refusal that made its own answer (e.g. a table's invalid cursor) is sent as it is.
    if (error.res) return error.getResponse();
    const body: ApiError =
      error.message === MALFORMED_JSON
        ? { error: m.api_malformed_json(), code: "malformed_json" }
        : { error: error.message || "This request could not be read.", code: "bad_request" };
    return c.json(body, error.status as ContentfulStatusCode);
  }
  log.error({ err: error }, `${c.req.method} ${c.req.path} failed`);
  return c.json<ApiError>({ error: m.api_server_error() }, 500);
}
