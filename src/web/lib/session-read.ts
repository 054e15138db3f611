import { authPaths } from "@/shared/api/auth-paths";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  /** The language of their e-mails ("en", "ka"). */
  locale: string;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
}

export interface Session {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

/** The signed-in user, or null. A plain fetch, so the landing page's header needs no auth client code. */
export async function getSession(): Promise<Session | null> {
  const response = await fetch(authPaths.getSession, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`Could not load the session (${response.status})`);
  const body = (await response.json()) as Session | null;
  return body?.user ? body : null;
}
