import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postAuth } from "@/web/features/auth/api/auth-request";
import { sessionQuery } from "@/web/lib/session";

/** Ends every session of the user and clears this browser's cookie. */
export async function signOut() {
  const { signOut: signOutRoute } = await import("@/shared/auth/account-contract");
  return postAuth(signOutRoute.path, signOutRoute.responses[200], {});
}

/** Whatever the server answers, this browser forgets the user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => queryClient.setQueryData(sessionQuery().queryKey, null),
  });
}
