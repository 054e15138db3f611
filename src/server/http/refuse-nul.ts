import type { MiddlewareHandler } from "hono";
import { m } from "@/paraglide/messages";
import type { ApiError } from "@/shared/api-error";

/**
 * `%00` in a URL: the only way to write U+0000 there (a raw NUL cannot be in a URL, and an overlong
 * encoding such as %C0%80 decodes to U+FFFD, not to NUL).
 */
const PERCENT_NUL = /%00/;
/**
 * The escape `\u0000` in JSON text, unless its backslash is itself escaped (`\\u0000` is a backslash
 * and the letters u0000). JSON writes the `u` in lower case only; the hex digits are all 0.
 */
const JSON_NUL = /(?:^|[^\\])(?:\\\\)*\\u0000/;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;
const BODILESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a JSON or form body holds a NUL: its JSON escape, a form's `%00`, or a raw byte. */
function bodyHasNul(json: boolean, text: string): boolean {
  return text.includes("\0") || (json ? JSON_NUL : PERCENT_NUL).test(text);
}

/**
 * Refuses with 400 any API request whose URL (path or query) or body holds U+0000: PostgreSQL's text
 * cannot store it ("invalid byte sequence for encoding UTF8: 0x00"), so a NUL reaching a query would
 * answer 500 wherever a field is free text. One check here covers every route, including Better
 * Auth's, whose bodies no contract of ours reads. A request without a body costs a regex test on its
 * URL. Only JSON and form bodies are read (what the routes parse; a file upload holds NUL bytes),
 * and not on the paths in `except` (uploads, which set their own body limit). Mount it after the
 * body limit, so an oversized body is refused as such before it is read here.
 */
export function refuseNul({
  except = new Set<string>(),
}: {
  except?: ReadonlySet<string>;
} = {}): MiddlewareHandler {
  return async (c, next) => {
    const refuse = () => c.json<ApiError>({ error: m.api_nul_character(), code: "nul_character" }, 400);
    if (PERCENT_NUL.test(c.req.url)) return refuse();
    if (BODILESS_METHODS.has(c.req.method) || except.has(c.req.path)) return next();
    const type = c.req.header("content-type") ?? "";
    const json = JSON_TYPE.test(type);
    if (!json && !FORM_TYPE.test(type)) return next();
    // A copy: the route (or Better Auth, which reads the raw request) still reads the body itself.
    if (bodyHasNul(json, await c.req.raw.clone().text())) return refuse();
    return next();
  };
}
