import { z } from "zod";

/** What the registration screen hands to the login screen (history state, never the address bar). */
const loginStateSchema = z.object({ registeredEmail: z.string() });
export type LoginState = z.infer<typeof loginStateSchema>;

export function readLoginState(state: unknown): LoginState | null {
  const parsed = loginStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
