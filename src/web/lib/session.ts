import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSession } from "@/web/lib/session-read";

export type { Session, SessionUser } from "@/web/lib/session-read";

/** Answers that mean "there is no session to end": the spec ignores them. */
const ALREADY_SIGNED_OUT = new Set([401, 403, 404]);

/**
 * Ends every session of the user on the server and clears this browser's session cookie: the one
 * sign-out request, for the header's button and for the reset-password screen.
 */
export async function endSession(): Promise<void> {
  // The contract loads with the call: the header that offers it is on every page's first paint.
  const { signOut } = await import("@/shared/auth/account-contract");
  const response = await fetch(signOut.path, { method: "POST", headers: { Accept: "application/json" } });
  if (!response.ok && !ALREADY_SIGNED_OUT.has(response.status)) {
    throw new Error(`Sign-out failed (${response.status})`);
  }
}

export const sessionQuery = () =>
  queryOptions({ queryKey: ["session"], queryFn: getSession, staleTime: 60_000, retry: 1 });

export function useSession() {
  return useQuery(sessionQuery());
}
