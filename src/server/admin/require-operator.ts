import type { Context, MiddlewareHandler } from "hono";
import { operatorStanding } from "@/server/admin/operator-standing";
import type { Auth } from "@/server/auth/auth";
import type { Db } from "@/server/db/client";
import { operatorAccessCodes } from "@/shared/admin/operator-access";
import type { ApiError } from "@/shared/api-error";

export interface OperatorVariables {
  userId: string;
  /** The operator as the audit log names them. */
  operator: { userId: string; label: string };
}

/** What a request is to the console; checked in this order. */
type OperatorAccess =
  | { kind: "signed_out" }
  | { kind: "not_operator" }
  /** Checked before two-factor: signing in again first, then setting up two-factor, leaves a fresh sign-in. */
  | { kind: "sign_in_too_old" }
  | { kind: "two_factor_off" }
  | { kind: "operator"; userId: string; email: string };

/**
 * Lets a request through only for an operator with TOTP turned on whose sign-in is at most
 * `signInMaxAgeMs` old. The sign-in time is the session's creation: Better Auth's daily refresh
 * (updateAge) moves only its expiry, and a session that replaces the request's own (two-factor
 * switched on, a password change) keeps it (src/server/auth/auth.ts). The role and the two-factor
 * flag are read from the database on every request. Operator answers are never cached.
 */
export function requireOperator(
  auth: Auth,
  db: Db,
  { signInMaxAgeMs }: { signInMaxAgeMs: number },
): MiddlewareHandler<{ Variables: OperatorVariables }> {
  const hours = Math.round(signInMaxAgeMs / 3_600_000);
  const every = hours === 1 ? "every hour" : `every ${hours} hours`;

  const accessOf = async (c: Context): Promise<OperatorAccess> => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return { kind: "signed_out" };
    const standing = await operatorStanding(db, session.user.id);
    if (!standing.operator) return { kind: "not_operator" };
    if (Date.now() - new Date(session.session.createdAt).getTime() > signInMaxAgeMs)
      return { kind: "sign_in_too_old" };
    if (!standing.twoFactor) return { kind: "two_factor_off" };
    return { kind: "operator", userId: session.user.id, email: session.user.email };
  };

  return async (c, next) => {
    c.header("Cache-Control", "no-store");
    const access = await accessOf(c);
    switch (access.kind) {
      case "signed_out":
        return c.json<ApiError>({ error: "Please sign in.", code: "unauthenticated" }, 401);
      case "not_operator":
        return c.json<ApiError>({ error: "This page is for operators only.", code: "forbidden" }, 403);
      case "sign_in_too_old":
        return c.json<ApiError>(
          {
            error: `The operator console asks you to sign in again ${every}. Please sign in again to continue.`,
            code: operatorAccessCodes.signInAgain,
          },
          401,
        );
      case "two_factor_off":
        return c.json<ApiError>(
          {
            error:
              "Set up two-factor authentication to use the operator console: operators move money and read identity documents.",
            code: operatorAccessCodes.twoFactorRequired,
          },
          403,
        );
      case "operator":
        c.set("userId", access.userId);
        c.set("operator", { userId: access.userId, label: access.email });
        return next();
    }
  };
}
