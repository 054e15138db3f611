import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/web/lib/auth-client";
import { unwrap } from "@/web/lib/auth-result";
import { sessionQuery } from "@/web/lib/session";

/** Checks a code from the authenticator app; the first good one turns two-factor on. */
export async function verifyTotp(code: string): Promise<void> {
  unwrap(await authClient.twoFactor.verifyTotp({ code }));
}

export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTotp,
    // Awaited: the mutation stays pending until the session says two-factor is on, so nothing flickers.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey }),
  });
}
