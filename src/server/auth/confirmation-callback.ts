import type { Context, Next } from "hono";
import { m } from "@/paraglide/messages";
import type { ConfirmationBrowser } from "@/server/auth/confirmation-browser";
import type { ApiError } from "@/shared/api-error";
import { DEFAULT_RETURN_PATH, isReturnPath } from "@/shared/auth/return-path";
import { localeOfPath, localizedPath } from "@/shared/i18n/locales";
import { paths } from "@/shared/routes";

const refused = (c: Context) =>
  c.json<ApiError>({ error: m.validation_return_path(), code: "invalid_return_path" }, 400);

const jsonBodies = new WeakMap<Request, Promise<unknown>>();

/**
 * The request's JSON body, read once from a copy (Better Auth reads the original after us); null
 * when it is not JSON. Both checks below ask for it on `send-verification-email`.
 */
function jsonBody(c: Context): Promise<unknown> {
  let body = jsonBodies.get(c.req.raw);
  if (!body) {
    body = c.req.raw
      .clone()
      .json()
      .catch(() => null);
    jsonBodies.set(c.req.raw, body);
  }
  return body;
}

const field = (body: unknown, name: string): unknown =>
  body && typeof body === "object" && name in body ? (body as Record<string, unknown>)[name] : undefined;

async function bodyCallback(c: Context): Promise<unknown> {
  if (c.req.method !== "POST") return undefined;
  return field(await jsonBody(c), "callbackURL");
}

/**
 * Every `callbackURL` Better Auth is handed must be a page of this site. The confirmation link
 * carries it in its query, outside the signed token, so anyone may change it; a new link asked for
 * (`send-verification-email`) carries it in the body. Better Auth alone would check only the
 * trusted origins. Checked on every path under /api/auth, so no other spelling of a path slips by;
 * a refused callback stops the request before any token is used.
 */
export async function checkCallbacks(c: Context, next: Next): Promise<Response | undefined> {
  const inQuery = c.req.query("callbackURL");
  if (inQuery !== undefined && !isReturnPath(inQuery)) return refused(c);
  const inBody = await bodyCallback(c);
  if (inBody !== undefined && (typeof inBody !== "string" || !isReturnPath(inBody))) return refused(c);
  await next();
  return undefined;
}

/** A confirmation link's request, in any spelling of its path (the check the handler is picked by). */
export const isConfirmationRequest = (c: Context) => c.req.path.toLowerCase().includes("verify-email");

/**
 * Answers a confirmation link. Opened in the browser that asked for it, Better Auth confirms the
 * address and signs in (`signIn`, null when the request may not sign in at all); anywhere else
 * `confirmOnly` confirms without a session (confirmation-browser.ts). Then it lands on a page that
 * says what happened.
 */
export async function answerConfirmation(
  c: Context,
  browser: ConfirmationBrowser,
  handlers: { signIn: (() => Promise<Response>) | null; confirmOnly: () => Promise<Response> },
): Promise<Response> {
  const signIn = browser.holds(c, c.req.query("token")) ? handlers.signIn : null;
  const signedIn = signIn !== null;
  const answer = await (signIn ?? handlers.confirmOnly)();
  if (!answer.headers.has("location")) return answer;
  return confirmationLanding(answer, c.req.query("callbackURL") ?? DEFAULT_RETURN_PATH, { signedIn });
}

/**
 * Better Auth sends a link to its callback, a signed-in page, with `?error=CODE` when the link failed
 * (expired, tampered). A failed link, or one that confirmed without signing in, lands on the login
 * page instead, where a signed-out visitor reads what happened ("confirmed", or the failure with a
 * new link to ask for) and which keeps where to go after signing in; in the language of the page
 * the link was for (/ka/dashboard: the Georgian login page).
 */
export function confirmationLanding(
  response: Response,
  callback: string,
  { signedIn }: { signedIn: boolean },
): Response {
  const location = response.headers.get("location") ?? "";
  const error = new URL(location, "http://landing.invalid").searchParams.get("error");
  if (!error && signedIn) return response;
  const target = new URLSearchParams(error ? { error } : { confirmed: "1" });
  if (callback !== DEFAULT_RETURN_PATH) target.set("redirectTo", callback);
  const headers = new Headers(response.headers);
  headers.set("location", `${localizedPath(paths.login, localeOfPath(callback))}?${target}`);
  return new Response(response.body, { status: response.status, headers });
}

/**
 * A new confirmation link asked for (`send-verification-email`): the browser that asked is marked
 * as the one it signs in. Marked whether or not the address has an account, so the answer stays
 * the same for both.
 */
export async function markingConfirmingBrowser(
  c: Context,
  browser: ConfirmationBrowser,
  handle: () => Promise<Response>,
): Promise<Response> {
  const email = field(await jsonBody(c), "email");
  const answer = await handle();
  if (!answer.ok || typeof email !== "string") return answer;
  const marked = new Response(answer.body, answer);
  marked.headers.append("set-cookie", browser.markFor(email));
  return marked;
}
