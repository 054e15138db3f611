import { useMutation, useQueryClient } from "@tanstack/react-query";
import { endSession, sessionQuery } from "@/web/lib/session";

/**
 * Signs out where the user stays on the page (the reset-password screen): this browser forgets
 * them whatever the server answers.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.setQueryData(sessionQuery().queryKey, null),
  });
}
