import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { adminKeys } from "@/web/features/admin/api/admin-query-keys";
import { ApiRequestError, apiFetch } from "@/web/lib/api-fetch";

/** GET /api/admin/me answers this to an operator only (401 signed out, 403 everyone else). */
const adminMeSchema = z.object({ operator: z.literal(true), email: z.string() });
export type AdminMe = z.infer<typeof adminMeSchema>;

export const adminMeQuery = () =>
  queryOptions({
    queryKey: adminKeys.me,
    queryFn: (): Promise<AdminMe> => apiFetch("/api/admin/me", adminMeSchema),
    // The server checks the role on every console request; this only decides what to show.
    staleTime: 5 * 60_000,
    retry: (failures, error: Error) => !(error instanceof ApiRequestError) && failures < 1,
  });

/** Whether the signed-in user is an operator: data for an operator, an ApiRequestError (403) for anyone else. */
export function useAdminMe() {
  return useQuery(adminMeQuery());
}

/** True when the answer says the user is signed in but is not an operator. */
export const isForbidden = (error: unknown) => error instanceof ApiRequestError && error.status === 403;
export const isSignedOut = (error: unknown) => error instanceof ApiRequestError && error.status === 401;
