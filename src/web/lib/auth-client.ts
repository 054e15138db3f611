import { twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { AUTH_BASE_PATH } from "@/shared/api/auth-paths";

/**
 * Better Auth's client for the account screens and the signed-in area. The landing page must not
 * import it (its JavaScript would grow): the header reads the session through lib/session.ts.
 */
export const authClient = createAuthClient({
  basePath: AUTH_BASE_PATH,
  plugins: [twoFactorClient()],
});
