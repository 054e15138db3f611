import { queryOptions, useQuery } from "@tanstack/react-query";
import { getAdminMe } from "@/shared/admin/admin-contract";
import { type AdminMe, operatorAccessCodes } from "@/shared/admin/operator-access";
import { adminKeys } from "@/web/features/admin/api/admin-query-keys";
import { api } from "@/web/lib/api";
import { ApiRequestError } from "@/web/lib/api-request-error";

/**
 * GET /api/admin/me answers to an operator with two-factor and a recent sign-in only (401
 * signed out or sign-in too old, 403 everyone else or two-factor off: the code tells which).
 */
export type { AdminMe };

export const adminMeQuery = () =>
  queryOptions({
    queryKey: adminKeys.me,
    queryFn: (): Promise<AdminMe> => api(getAdminMe),
    // The server checks the role on every console request; this only decides what to show.
    staleTime: 5 * 60_000,
    retry: (failures, error: Error) => !(error instanceof ApiRequestError) && failures < 1,
  });

/** Whether the signed-in user may use the console: data if so, an ApiRequestError saying why not otherwise. */
export function useAdminMe() {
  return useQuery(adminMeQuery());
}

/** An answer with this status (and code, if given). */
const refused = (error: unknown, status: number, code?: string) =>
  error instanceof ApiRequestError && error.status === status && (code === undefined || error.code === code);

/** An operator who must turn on two-factor authentication before the console opens. */
export const needsTwoFactor = (error: unknown) => refused(error, 403, operatorAccessCodes.twoFactorRequired);
/** An operator whose sign-in is older than the console allows. */
export const needsSignInAgain = (error: unknown) => refused(error, 401, operatorAccessCodes.signInAgain);
/** True when the answer says the user is signed in but is not an operator. */
export const isForbidden = (error: unknown) => refused(error, 403) && !needsTwoFactor(error);
export const isSignedOut = (error: unknown) => refused(error, 401) && !needsSignInAgain(error);
/** The user holds the role but must do something first (two-factor, a new sign-in). */
export const isOperatorKeptOut = (error: unknown) => needsTwoFactor(error) || needsSignInAgain(error);
