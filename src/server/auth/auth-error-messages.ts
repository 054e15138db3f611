import { m } from "@/paraglide/messages";
import { tryAgainIn } from "@/server/lib/too-many-requests";

/**
 * Better Auth's refusals that a person meets on our pages, by its code, in the request's language.
 * Its own texts are English and terse ("Invalid code"); every client reads these instead.
 */
const messagesByCode = new Map<string, () => string>([
  ["INVALID_EMAIL_OR_PASSWORD", m.login_invalid_credentials],
  ["EMAIL_NOT_VERIFIED", m.login_email_not_confirmed],
  ["INVALID_CODE", m.auth_error_invalid_code],
  ["INVALID_BACKUP_CODE", m.auth_error_invalid_backup_code],
  ["TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE", m.auth_error_too_many_codes],
  ["ACCOUNT_TEMPORARILY_LOCKED", m.auth_error_account_locked],
  ["INVALID_TWO_FACTOR_COOKIE", m.login_two_factor_expired],
  ["INVALID_PASSWORD", m.auth_error_invalid_password],
  ["INVALID_TOKEN", m.auth_error_invalid_link],
  ["PASSWORD_TOO_SHORT", m.validation_password_min],
  ["PASSWORD_TOO_LONG", m.validation_password_max],
  ["SESSION_EXPIRED", m.auth_error_session_expired],
]);

/**
 * Better Auth's refusal with its `message` in the request's language (its `code` unchanged). Its
 * rate limiter's 429 carries no code: it gets ours (`rate_limited`), our wording and a standard
 * Retry-After beside its X-Retry-After. Any other answer is returned as it came.
 */
export async function localizeAuthError(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get("content-type")?.startsWith("application/json")) {
    return response;
  }
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (typeof body !== "object" || body === null) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  let localized: Record<string, unknown>;
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get("x-retry-after"));
    const wait = Number.isSafeInteger(retryAfter) && retryAfter > 0 ? retryAfter : 60;
    headers.set("Retry-After", String(wait));
    localized = {
      ...body,
      code: "rate_limited",
      message: `${m.api_too_many_attempts()} ${tryAgainIn(wait)}`,
    };
  } else {
    const code = "code" in body && typeof body.code === "string" ? body.code : "";
    const message = messagesByCode.get(code);
    if (!message) return response;
    localized = { ...body, message: message() };
  }
  return new Response(JSON.stringify(localized), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
