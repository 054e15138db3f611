import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { pageHref } from "@/web/lib/locale";
import { endSession, sessionQuery } from "@/web/lib/session";

/**
 * The protected layout watches this mutation: while it runs it waits, and once it has run it sends
 * the user home rather than to /login (the route change to / is a transition and may commit after
 * the session is cleared).
 */
export const signOutMutationKey = ["sign-out"] as const;

/**
 * Signs out and goes to /. The browser is signed out whether or not the server call succeeded
 * (spec: "If the sign-out call fails, storage is still cleared and the user goes to /"): the
 * session becomes null and every other cached query, which may hold the user's data, is dropped.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessionKey = sessionQuery().queryKey;
  return useMutation({
    mutationKey: signOutMutationKey,
    mutationFn: endSession,
    onSettled: async (_data, error) => {
      await queryClient.cancelQueries({ queryKey: sessionKey });
      queryClient.setQueryData(sessionKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
      if (error) toast.error(m.session_sign_out_failed());
      else toast.success(m.session_signed_out());
      await navigate(pageHref(paths.home));
    },
  });
}
