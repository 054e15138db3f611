import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sessionsQuery } from "@/web/features/profile/api/sessions";
import { authClient } from "@/web/lib/auth-client";
import { unwrap } from "@/web/lib/auth-result";
import { sessionQuery } from "@/web/lib/session";

/**
 * Changes the password after the server has checked the current one, and ends every other session
 * (a stolen session must not outlive the new password). This browser gets a fresh session.
 */
export async function changePassword(input: { currentPassword: string; newPassword: string }) {
  unwrap(await authClient.changePassword({ ...input, revokeOtherSessions: true }));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // Every session was replaced, this browser's too: its id (marked "This device") changed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
      ]),
  });
}
