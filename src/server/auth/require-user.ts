import type { Context, MiddlewareHandler } from "hono";
import { m } from "@/paraglide/messages";
import type { Auth } from "@/server/auth/auth";
import type { ApiError } from "@/shared/api-error";

export interface SignedInVariables {
  userId: string;
}

/** The answer to a request without a valid session. */
export const unauthenticated = (c: Context) =>
  c.json<ApiError>({ error: m.api_sign_in_required(), code: "unauthenticated" }, 401);

/**
 * Lets a request through only with a valid session; the user's id is then `c.get("userId")`. The
 * session row is read on every request (session-reader.ts): a revoked session is refused at once.
 */
export function requireUser(
  auth: Pick<Auth, "readSessionUserId">,
): MiddlewareHandler<{ Variables: SignedInVariables }> {
  return async (c, next) => {
    const userId = await auth.readSessionUserId(c);
    if (userId === null) return unauthenticated(c);
    c.set("userId", userId);
    return next();
  };
}
