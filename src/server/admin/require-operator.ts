import type { MiddlewareHandler } from "hono";
import { isOperator } from "@/server/admin/operators";
import type { Auth } from "@/server/auth/auth";
import type { Db } from "@/server/db/client";
import type { ApiError } from "@/shared/api-error";

export interface OperatorVariables {
  userId: string;
  /** The operator as the audit log names them. */
  operator: { userId: string; label: string };
}

/**
 * Lets a request through only for a signed-in operator: 401 without a session, 403 for everyone
 * else. The role is read from the database on every request, so a revoked operator is out at once.
 * Operator answers are never cached.
 */
export function requireOperator(auth: Auth, db: Db): MiddlewareHandler<{ Variables: OperatorVariables }> {
  return async (c, next) => {
    c.header("Cache-Control", "no-store");
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json<ApiError>({ error: "Please sign in.", code: "unauthenticated" }, 401);
    if (!(await isOperator(db, session.user.id))) {
      return c.json<ApiError>({ error: "This page is for operators only.", code: "forbidden" }, 403);
    }
    c.set("userId", session.user.id);
    c.set("operator", { userId: session.user.id, label: session.user.email });
    return next();
  };
}
