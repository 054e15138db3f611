import { Hono } from "hono";
import { m } from "@/paraglide/messages";
import { type Auth, CLIENT_IP_HEADER } from "@/server/auth/auth";
import { localizeAuthError } from "@/server/auth/auth-error-messages";
import { CONFIRM_PATH } from "@/server/auth/confirmation-browser";
import {
  answerConfirmation,
  checkCallbacks,
  isConfirmationRequest,
  markingConfirmingBrowser,
} from "@/server/auth/confirmation-callback";
import {
  endingOtherSessionsWhenTwoFactorTurnsOn,
  TWO_FACTOR_CONFIRM_PATH,
} from "@/server/auth/two-factor-ends-other-sessions";
import type { Captcha } from "@/server/captcha/captcha";
import { requireCaptcha } from "@/server/captcha/captcha-routes";
import { AUTH_BASE_PATH } from "@/shared/api/auth-paths";
import type { ApiError } from "@/shared/api-error";

/**
 * Better Auth under /api/auth. Its own sign-up endpoint is closed: accounts are created by
 * /api/account/register, which also records the signed documents. Its update-user endpoint is
 * closed too: it would take the profile fields (first and last name, phone, country) and the display
 * name without the profile's rules; they change only through PATCH /api/profile. Sign-in and reset requests need
 * a solved captcha. Better Auth reads the client address only from the header we set here from
 * the socket (or a trusted proxy), never from the client. A confirmation link returns only to a
 * page of this site (confirmation-callback.ts). Switching two-factor on ends the account's other
 * sessions (two-factor-ends-other-sessions.ts).
 */
/**
 * Better Auth's endpoints we close (see above), answered 404 and left out of the API document; its
 * openAPI plugin's two are closed too: /api/openapi.json serves the whole document.
 */
const closedAuthPaths = new Set(["/update-user", "/open-api/generate-schema", "/reference"]);
export const isClosedAuthPath = (path: string) => path.startsWith("/sign-up/") || closedAuthPaths.has(path);

/**
 * A request's path under /api/auth as a router might read it: one slash between segments, no
 * trailing slash, lower case. So no spelling of a closed path slips past the guard to Better Auth.
 */
const authPathOf = (requestPath: string) =>
  requestPath
    .slice(AUTH_BASE_PATH.length)
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/$/, "$1")
    .toLowerCase();

export function authRoutes(
  auth: Auth,
  captcha: Captcha,
  clientIpOf: (c: import("hono").Context) => string,
): Hono {
  const guard = requireCaptcha(captcha);
  return new Hono()
    .use("*", async (c, next) => {
      if (isClosedAuthPath(authPathOf(c.req.path)))
        return c.json<ApiError>({ error: m.api_not_found() }, 404);
      return next();
    })
    .post("/sign-in/email", guard)
    .post("/request-password-reset", guard)
    .use("*", checkCallbacks)
    .on(["GET", "POST"], "/*", async (c) => {
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, clientIpOf(c));
      const answer = async (handler: Auth["handler"]) =>
        localizeAuthError(await handler(new Request(c.req.raw, { headers })));
      const handle = () => answer(auth.handler);
      if (isConfirmationRequest(c)) {
        // Only the path itself may sign in; any other spelling Better Auth might still route is
        // answered by the instance that only confirms.
        const signIn = c.req.path === CONFIRM_PATH ? () => answer(auth.confirmAndSignIn) : null;
        return answerConfirmation(c, auth.confirmingBrowser, { signIn, confirmOnly: handle });
      }
      if (c.req.method === "POST" && authPathOf(c.req.path) === "/send-verification-email")
        return markingConfirmingBrowser(c, auth.confirmingBrowser, handle);
      if (c.req.method === "POST" && authPathOf(c.req.path) === TWO_FACTOR_CONFIRM_PATH)
        return endingOtherSessionsWhenTwoFactorTurnsOn(auth, headers, handle);
      return handle();
    });
}
