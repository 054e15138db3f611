import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { paths } from "@/shared/routes";
import { postAuth } from "@/web/features/auth/api/auth-request";

/** Where the new confirmation link lands; the server adds `&error=…` when a link is bad. */
export const CONFIRMED_CALLBACK = `${paths.login}?confirmed=1`;

/** The same answer whether the address has an unconfirmed account, a confirmed one or none. */
export function resendConfirmation(email: string) {
  return postAuth("/api/auth/send-verification-email", z.object({ status: z.boolean() }), {
    email,
    callbackURL: CONFIRMED_CALLBACK,
  });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
