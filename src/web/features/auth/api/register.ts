import { useMutation } from "@tanstack/react-query";
import type { RegisterInput } from "@/shared/auth/register-schema";
import { postAuth } from "@/web/features/auth/api/auth-request";

/** `returnTo`: where the confirmation link lands, signed in; the server refuses anything but a page of ours. */
export async function register({
  input,
  captcha,
  returnTo,
}: {
  input: RegisterInput;
  captcha: string;
  returnTo?: string;
}) {
  const [{ register: registerRoute }, { apiUrl }] = await Promise.all([
    import("@/shared/auth/account-contract"),
    import("@/web/lib/api"),
  ]);
  // 201 for a new address and for one that already has an account: only the inbox tells them apart.
  const path = apiUrl(registerRoute, { query: { redirectTo: returnTo } });
  return postAuth(path, registerRoute.responses[201], input, { captcha });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
