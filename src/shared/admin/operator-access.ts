import { z } from "zod";

/**
 * The codes of the console's refusals that still mean "an operator": each says what to do to get
 * in. The server answers them (src/server/admin/require-operator.ts); the console's layout shows
 * the way in for each.
 */
export const operatorAccessCodes = {
  /** 403: the account holds the role but has no TOTP turned on. */
  twoFactorRequired: "two_factor_required",
  /** 401: the session's sign-in is older than OPERATOR_SIGN_IN_MAX_AGE_HOURS. */
  signInAgain: "sign_in_again",
} as const;

/** `GET /api/admin/me`: the console's own check that the session is an operator's. */
export const adminMeSchema = z.object({ operator: z.literal(true), email: z.string() });
export type AdminMe = z.infer<typeof adminMeSchema>;
