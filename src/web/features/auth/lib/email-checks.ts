import { lazyZodResolver } from "@/web/lib/lazy-zod-resolver";

/** The checks of a form that asks only for an e-mail (a reset link, a new confirmation link). */
export const emailChecks = lazyZodResolver(() =>
  import("@/shared/auth/sign-in-schema").then(({ forgotPasswordSchema }) => forgotPasswordSchema),
);
