import type { MiddlewareHandler } from "hono";
import type { Auth } from "@/server/auth/auth";
import type { ApiError } from "@/shared/api-error";

export interface SignedInVariables {
  userId: string;
}

/** Lets a request through only with a valid session; the user's id is then `c.get("userId")`. */
export function requireUser(auth: Auth): MiddlewareHandler<{ Variables: SignedInVariables }> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json<ApiError>({ error: "Please sign in.", code: "unauthenticated" }, 401);
    c.set("userId", session.user.id);
    return next();
  };
}
