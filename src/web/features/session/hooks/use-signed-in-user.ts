import { useOutletContext } from "react-router";
import type { SessionUser } from "@/web/lib/session";

/** What the protected layout hands to its pages through the outlet. */
export interface SignedInContext {
  user: SessionUser;
}

/** The signed-in user, for pages under the protected layout (which renders them only with a user). */
export function useSignedInUser(): SessionUser {
  return useOutletContext<SignedInContext>().user;
}
