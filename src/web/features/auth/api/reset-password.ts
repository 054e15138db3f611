import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { authPaths } from "@/shared/api/auth-paths";
import { postAuth } from "@/web/features/auth/api/auth-request";

/** Sets the new password; the server then ends every session of the account. 400 INVALID_TOKEN: used or expired. */
export function resetPassword({ newPassword, token }: { newPassword: string; token: string }) {
  return postAuth(authPaths.resetPassword, z.object({ status: z.boolean() }), { newPassword, token });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
