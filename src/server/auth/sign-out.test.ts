import { describe, expect, it } from "vitest";
import {
  createUser,
  currentSession,
  emailFor,
  PASSWORD,
  SESSION_COOKIE,
  sessionCookie,
  sessionSetCookie,
  sessionsOf,
  signIn,
  useAccountHarness,
} from "@/server/test/account-harness";
import { testEngines } from "@/server/test/test-database";

describe.each(testEngines)("sign-out ends every session, on $engine", ({ engine }) => {
  const h = useAccountHarness(engine);

  const signOut = (cookie: string | null) =>
    h.api.postJson("/api/account/sign-out", {}, { headers: cookie ? { cookie } : {} });

  it("refuses the signed-out cookie afterwards (get-session answers null)", async () => {
    const user = await createUser(h, emailFor("signout-own"));
    const cookie = sessionCookie(await signIn(h, user.email));
    expect(await currentSession(h.api, cookie)).not.toBeNull();
    const response = await signOut(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "signed_out" });
    expect(await currentSession(h.api, cookie)).toBeNull();
  });

  it("also ends the user's other session, opened by another sign-in", async () => {
    const user = await createUser(h, emailFor("signout-other"));
    const here = sessionCookie(await signIn(h, user.email));
    const elsewhere = sessionCookie(await signIn(h, user.email, PASSWORD, { rememberMe: false }));
    expect(await currentSession(h.api, elsewhere)).not.toBeNull();
    await signOut(here);
    expect(await currentSession(h.api, elsewhere)).toBeNull();
    expect(await sessionsOf(h, user.id)).toBe(0);
  });

  it("leaves the sessions of other users alone", async () => {
    const leaving = await createUser(h, emailFor("signout-leaving"));
    const staying = await createUser(h, emailFor("signout-staying"));
    const leavingCookie = sessionCookie(await signIn(h, leaving.email));
    const stayingCookie = sessionCookie(await signIn(h, staying.email));
    await signOut(leavingCookie);
    expect((await currentSession(h.api, stayingCookie))?.user.id).toBe(staying.id);
  });

  it("clears the session cookie in the browser", async () => {
    const user = await createUser(h, emailFor("signout-clear"));
    const cookie = sessionCookie(await signIn(h, user.email));
    const line = sessionSetCookie(await signOut(cookie)) ?? "";
    expect(line.startsWith(`${SESSION_COOKIE}=;`)).toBe(true);
    expect(line).toMatch(/Max-Age=0/i);
  });

  it("answers 200 without a session (signing out twice is harmless)", async () => {
    const response = await signOut(null);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "signed_out" });
  });

  it("refuses a sign-out sent from another site, keeping the sessions", async () => {
    const user = await createUser(h, emailFor("signout-csrf"));
    const cookie = sessionCookie(await signIn(h, user.email));
    const response = await h.api.postJson(
      "/api/account/sign-out",
      {},
      { headers: { cookie, Origin: "https://evil.example" } },
    );
    expect(response.status).toBe(403);
    expect(await currentSession(h.api, cookie)).not.toBeNull();
  });
});
