import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import type { RegisterInput } from "@/shared/auth/register-schema";
import { postAuth } from "@/web/features/auth/api/auth-request";

/** 201 for a new address and for one that already has an account: only the inbox tells them apart. */
const registerResultSchema = z.object({ status: z.literal("check_email") });

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
  const query = returnTo ? `?${new URLSearchParams({ redirectTo: returnTo })}` : "";
  return postAuth(`/api/account/register${query}`, registerResultSchema, input, { captcha });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
