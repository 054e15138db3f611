import { expect } from "vitest";
import { type AccountHarness, nextIp, PASSWORD, sessionCookie, signIn } from "@/server/test/account-harness";
import { type TotpKey, totpCode, totpKeyFromUri } from "@/server/test/totp";

/** Two-factor through Better Auth's own endpoints, as the profile page and the login page use them. */

const TWO_FACTOR_COOKIE = "better-auth.two_factor";

/**
 * Turns TOTP on for the signed-in `cookie`'s account: the password starts set-up, a code computed
 * from the otpauth:// address confirms it. Better Auth then replaces the session: the new cookie is
 * returned with the key the authenticator app would keep.
 */
export async function turnOnTwoFactor(
  h: AccountHarness,
  cookie: string,
  password = PASSWORD,
): Promise<{ key: TotpKey; cookie: string }> {
  const enabled = await h.api.postJson(
    "/api/auth/two-factor/enable",
    { password },
    { ip: nextIp(), headers: { cookie } },
  );
  expect(enabled.status, await enabled.clone().text()).toBe(200);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const key = totpKeyFromUri(totpURI);
  const verified = await h.api.postJson(
    "/api/auth/two-factor/verify-totp",
    { code: totpCode(key) },
    { ip: nextIp(), headers: { cookie } },
  );
  expect(verified.status, await verified.clone().text()).toBe(200);
  return { key, cookie: sessionCookie(verified) };
}

/** A full two-factor sign-in: password (answered by a two-factor challenge), then a code. Returns the session cookie. */
export async function signInWithTwoFactor(
  h: AccountHarness,
  email: string,
  key: TotpKey,
  password = PASSWORD,
): Promise<string> {
  const first = await signIn(h, email, password);
  expect(first.status, await first.clone().text()).toBe(200);
  expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
  const challenge = first.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${TWO_FACTOR_COOKIE}=`))
    ?.split(";")[0];
  if (!challenge) throw new Error("no two-factor challenge cookie after the password step");
  const second = await h.api.postJson(
    "/api/auth/two-factor/verify-totp",
    { code: totpCode(key) },
    { ip: nextIp(), headers: { cookie: challenge } },
  );
  expect(second.status, await second.clone().text()).toBe(200);
  return sessionCookie(second);
}
