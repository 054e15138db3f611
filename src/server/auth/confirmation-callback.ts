import type { Context, Next } from "hono";
import { m } from "@/paraglide/messages";
import type { ApiError } from "@/shared/api-error";
import { DEFAULT_RETURN_PATH, isReturnPath } from "@/shared/auth/return-path";
import { localeOfPath, localizedPath } from "@/shared/i18n/locales";
import { paths } from "@/shared/routes";

const refused = (c: Context) =>
  c.json<ApiError>({ error: m.validation_return_path(), code: "invalid_return_path" }, 400);

async function bodyCallback(c: Context): Promise<unknown> {
  if (c.req.method !== "POST") return undefined;
  const body: unknown = await c.req.raw
    .clone()
    .json()
    .catch(() => null);
  return body && typeof body === "object" && "callbackURL" in body ? body.callbackURL : undefined;
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
  if (!c.req.path.toLowerCase().includes("verify-email") || !c.res.headers.has("location")) return undefined;
  const landing = confirmationLanding(c.res, inQuery ?? DEFAULT_RETURN_PATH);
  // Hono's setter copies the old answer's headers onto the new one (its Location too): clear it first.
  c.res = undefined;
  c.res = landing;
  return undefined;
}

/**
 * Better Auth sends a failed link (expired, tampered) to the callback with `?error=CODE`; the
 * callback is a signed-in page, where a signed-out visitor would lose the message. A failure lands
 * on the login page instead, which explains it and offers a new link, and keeps where to go after;
 * in the language of the page the link was for (/ka/dashboard: the Georgian login page).
 */
export function confirmationLanding(response: Response, callback: string): Response {
  const location = response.headers.get("location") ?? "";
  const error = new URL(location, "http://landing.invalid").searchParams.get("error");
  if (!error) return response;
  const target = new URLSearchParams({ error });
  if (callback !== DEFAULT_RETURN_PATH) target.set("redirectTo", callback);
  const headers = new Headers(response.headers);
  headers.set("location", `${localizedPath(paths.login, localeOfPath(callback))}?${target}`);
  return new Response(response.body, { status: response.status, headers });
}
