import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import type { RegisterInput } from "@/shared/auth/register-schema";
import { postAuth } from "@/web/features/auth/api/auth-request";

/** 201 for a new address and for one that already has an account: only the inbox tells them apart. */
const registerResultSchema = z.object({ status: z.literal("check_email") });

export function register({ input, captcha }: { input: RegisterInput; captcha: string }) {
  return postAuth("/api/account/register", registerResultSchema, input, { captcha });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
