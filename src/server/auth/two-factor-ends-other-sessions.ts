import type { Auth } from "@/server/auth/auth";

/** Where Better Auth switches TOTP on: a signed-in account confirming its new key with a first code. */
export const TWO_FACTOR_CONFIRM_PATH = "/two-factor/verify-totp";

/**
 * Passes a request of `TWO_FACTOR_CONFIRM_PATH` to Better Auth (`handle`) and, when it switched
 * two-factor on for the signed-in account, ends every other session of that account. They were
 * opened with the password alone, and the console reads two-factor from the account, not from the
 * session (docs/decisions/0009): a phished password's session would pass it as soon as the owner
 * turned two-factor on elsewhere. The session that turned it on stays: Better Auth has just
 * replaced it, and its cookie is in the answer. The second step of a sign-in comes without a
 * session and ends nothing.
 */
export async function endingOtherSessionsWhenTwoFactorTurnsOn(
  auth: Auth,
  headers: Headers,
  handle: () => Promise<Response>,
): Promise<Response> {
  const before = await auth.api.getSession({ headers });
  const response = await handle();
  if (!before || twoFactorOn(before.user) || !response.ok) return response;
  const replacement = new Headers({ cookie: cookiesSetBy(response) });
  const after = await auth.api.getSession({ headers: replacement });
  if (after?.user.id !== before.user.id || !twoFactorOn(after.user)) return response;
  // A failure here must not pass as success: the other sessions would live on unnoticed.
  await auth.api.revokeOtherSessions({ headers: replacement });
  return response;
}

/**
 * Better Auth's flag on the user it returns. Our `Auth` type does not carry the twoFactor plugin's
 * user fields, so the flag is read as what it is at run time.
 */
const twoFactorOn = (user: object) => "twoFactorEnabled" in user && user.twoFactorEnabled === true;

/** The Cookie header a browser would send after this answer (only its new cookies matter here). */
const cookiesSetBy = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .join("; ");
