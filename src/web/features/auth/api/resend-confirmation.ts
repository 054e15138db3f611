import { useMutation } from "@tanstack/react-query";
import { authPaths } from "@/shared/api/auth-paths";
import { paths } from "@/shared/routes";
import { postAuth } from "@/web/features/auth/api/auth-request";
import { pageHref } from "@/web/lib/locale";

/**
 * Where the new link lands, signed in: the page the person was on their way to, else the
 * dashboard. A failed link lands on the login page with `?error=…` (the server sees to that).
 */
export async function resendConfirmation({
  email,
  returnTo = pageHref(paths.dashboard),
}: {
  email: string;
  returnTo?: string;
}) {
  const { authStatusSchema } = await import("@/shared/auth/sign-in-schema");
  return postAuth(authPaths.sendVerificationEmail, authStatusSchema, {
    email,
    callbackURL: returnTo,
  });
}

/** The same answer whether the address has an unconfirmed account, a confirmed one or none. */
export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
