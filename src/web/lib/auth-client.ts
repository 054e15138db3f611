import { twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { getLocale } from "@/paraglide/runtime";
import { AUTH_BASE_PATH } from "@/shared/api/auth-paths";
import { languageTags } from "@/shared/i18n/locales";

/**
 * Better Auth's client for the account screens and the signed-in area. The landing page must not
 * import it (its JavaScript would grow): the header reads the session through lib/session.ts.
 */
export const authClient = createAuthClient({
  basePath: AUTH_BASE_PATH,
  plugins: [twoFactorClient()],
  // Its e-mails (confirmation, password reset) and errors in the page's language.
  fetchOptions: {
    onRequest: (context) => {
      context.headers.set("Accept-Language", languageTags[getLocale()]);
      return context;
    },
  },
});
