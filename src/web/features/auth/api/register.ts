import { useMutation } from "@tanstack/react-query";
import { register as registerRoute } from "@/shared/auth/account-contract";
import { type RegisterInput, registerResultSchema } from "@/shared/auth/register-schema";
import { postAuth } from "@/web/features/auth/api/auth-request";
import { apiUrl } from "@/web/lib/api";

/** `returnTo`: where the confirmation link lands, signed in; the server refuses anything but a page of ours. */
export function register({
  input,
  captcha,
  returnTo,
}: {
  input: RegisterInput;
  captcha: string;
  returnTo?: string;
}) {
  // 201 for a new address and for one that already has an account: only the inbox tells them apart.
  const path = apiUrl(registerRoute, { query: { redirectTo: returnTo } });
  return postAuth(path, registerResultSchema, input, { captcha });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
