import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { adminKeys } from "@/web/features/admin/api/admin-query-keys";
import { ApiRequestError } from "@/web/lib/api-request-error";

const isRefusal = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 401 || error.status === 403);

/**
 * Asks GET /api/admin/me again when its answer may have changed, so the layout shows the way in
 * (or out) at once: two-factor switched on or off (the session says so), or any console request
 * or action refused (the role revoked, two-factor off in another tab, the sign-in grown too old
 * while the console was open).
 */
export function useRecheckAccess(twoFactorOn: boolean) {
  const queryClient = useQueryClient();
  const seen = useRef(twoFactorOn);
  useEffect(() => {
    if (seen.current === twoFactorOn) return;
    seen.current = twoFactorOn;
    void queryClient.invalidateQueries({ queryKey: adminKeys.me });
  }, [twoFactorOn, queryClient]);

  useEffect(() => {
    const recheck = (error: unknown) => {
      if (isRefusal(error)) void queryClient.invalidateQueries({ queryKey: adminKeys.me });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      // The check's own refusal is what the layout shows: asking again would loop.
      const [area, part] = event.query.queryKey;
      if (area === adminKeys.all[0] && part !== adminKeys.me[1]) recheck(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") recheck(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
