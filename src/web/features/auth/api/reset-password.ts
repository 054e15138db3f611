import { useMutation } from "@tanstack/react-query";
import { authPaths } from "@/shared/api/auth-paths";
import { postAuth } from "@/web/features/auth/api/auth-request";

/** Sets the new password; the server then ends every session of the account. 400 INVALID_TOKEN: used or expired. */
export async function resetPassword({ newPassword, token }: { newPassword: string; token: string }) {
  const { authStatusSchema } = await import("@/shared/auth/sign-in-schema");
  return postAuth(authPaths.resetPassword, authStatusSchema, { newPassword, token });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
