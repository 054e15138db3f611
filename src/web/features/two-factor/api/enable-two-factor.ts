import { useMutation } from "@tanstack/react-query";
import { m } from "@/paraglide/messages";
import { authClient } from "@/web/lib/auth-client";
import { unwrap } from "@/web/lib/auth-result";

/** What the authenticator app and the user need to finish turning two-factor on. */
export interface TotpSetup {
  totpURI: string;
  backupCodes: string[];
}

/**
 * Starts two-factor set-up: the server checks the password and answers with a new secret (as an
 * otpauth:// address) and backup codes. Two-factor is not on until a code is verified.
 */
export async function enableTwoFactor(password: string): Promise<TotpSetup> {
  const data = unwrap(await authClient.twoFactor.enable({ password, method: "totp" }));
  if (!("totpURI" in data)) throw new Error(m.twofactor_no_secret());
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
