import type { QueryClient } from "@tanstack/react-query";
import { sessionQuery } from "@/web/lib/session";

/**
 * Reloads the session right after sign-in, before navigating: a protected page must find the new
 * user in the cache, not the `null` the header cached while signed out.
 */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey, refetchType: "none" });
  // If this read fails, the protected page loads the session itself.
  await queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 }).catch(() => undefined);
}
