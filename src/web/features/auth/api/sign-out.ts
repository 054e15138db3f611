import { useMutation, useQueryClient } from "@tanstack/react-query";
import { signOut as signOutRoute } from "@/shared/auth/account-contract";
import { signedOutSchema } from "@/shared/auth/sign-in-schema";
import { postAuth } from "@/web/features/auth/api/auth-request";
import { sessionQuery } from "@/web/lib/session";

/** Ends every session of the user and clears this browser's cookie. */
export function signOut() {
  return postAuth(signOutRoute.path, signedOutSchema, {});
}

/** Whatever the server answers, this browser forgets the user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => queryClient.setQueryData(sessionQuery().queryKey, null),
  });
}
