import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/web/lib/auth-client";
import { unwrap } from "@/web/lib/auth-result";
import { sessionQuery } from "@/web/lib/session";

/** Turns two-factor off after the server has checked the password. */
export async function disableTwoFactor(password: string): Promise<void> {
  unwrap(await authClient.twoFactor.disable({ password }));
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey }),
  });
}
