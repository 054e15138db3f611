/** What the registration screen hands to the login screen (history state, never the address bar). */
export interface LoginState {
  registeredEmail: string;
}

/**
 * History state is whatever the last page put there, so it is checked; by hand, as the login page
 * loads no schemas before its form is used (issue 13).
 */
export function readLoginState(state: unknown): LoginState | null {
  if (typeof state !== "object" || state === null || !("registeredEmail" in state)) return null;
  const { registeredEmail } = state;
  return typeof registeredEmail === "string" ? { registeredEmail } : null;
}
