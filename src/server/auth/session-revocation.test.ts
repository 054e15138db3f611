import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_DAYS_REMEMBERED } from "@/server/auth/auth";
import { signedSessionCookieValue } from "@/server/auth/session-cookie";
import { type Database, openDatabase } from "@/server/db/client";
import {
  type AccountHarness,
  createUser,
  emailFor,
  nextIp,
  requestReset,
  resetTokenIn,
  rows,
  SESSION_COOKIE,
  sessionCookie,
  signIn,
  useAccountHarness,
} from "@/server/test/account-harness";
import { createTestApp, TEST_SECRET } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";

/**
 * The investor area reads sessions itself (session-reader.ts), not through Better Auth. Whatever it
 * saves, a revoked session must be refused at once, by every instance: the one that revoked it and
 * another on the same database (PostgreSQL: its own connection pool, as a second server would be).
 */
describe.each(testEngines)(
  "a revoked session is refused at once by every instance, on $engine",
  ({ engine }) => {
    const h = useAccountHarness(engine);
    let otherDatabase: Database | null = null;
    let other: ReturnType<typeof createTestApp>;

    beforeAll(async () => {
      const url = h.database.url;
      otherDatabase = url ? await openDatabase({ kind: "postgres", url }) : null;
      other = createTestApp(otherDatabase ?? h.database);
    });
    afterAll(async () => {
      await otherDatabase?.close();
    });

    const portfolioStatus = async (api: AccountHarness["api"], cookie: string) =>
      (await api.call("/api/portfolio", { headers: { cookie } })).status;

    const signedIn = async (label: string) => {
      const user = await createUser(h, emailFor(label));
      const cookie = sessionCookie(await signIn(h, user.email));
      // Both instances serve it first, so anything one of them could keep is warm.
      expect(await portfolioStatus(h.api, cookie)).toBe(200);
      expect(await portfolioStatus(other, cookie)).toBe(200);
      return { user, cookie };
    };

    it("after signing out everywhere on one instance", async () => {
      const { cookie } = await signedIn("revoke-signout");
      const elsewhere = sessionCookie(await signIn(h, (await rowsOfCookie(cookie)).email));
      expect(await portfolioStatus(other, elsewhere)).toBe(200);
      const out = await h.api.postJson("/api/account/sign-out", {}, { headers: { cookie } });
      expect(out.status).toBe(200);
      expect(await portfolioStatus(other, cookie)).toBe(401);
      expect(await portfolioStatus(other, elsewhere)).toBe(401);
      expect(await portfolioStatus(h.api, elsewhere)).toBe(401);
    });

    it("after a password reset on one instance", async () => {
      const { user, cookie } = await signedIn("revoke-reset");
      const mail = h.smtp.next(user.email);
      expect((await requestReset(h, user.email)).status).toBe(200);
      const token = resetTokenIn(await mail);
      const reset = await h.api.postJson(
        "/api/auth/reset-password",
        { token, newPassword: "a brand new passphrase" },
        { ip: nextIp() },
      );
      expect(reset.status).toBe(200);
      expect(await portfolioStatus(other, cookie)).toBe(401);
      expect(await portfolioStatus(h.api, cookie)).toBe(401);
    });

    it("once the session has expired, and never for a forged or unknown cookie", async () => {
      const { user, cookie } = await signedIn("revoke-expired");
      const token = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1)).split(".")[0] ?? "";
      const forged = `${SESSION_COOKIE}=${signedSessionCookieValue(token, "another-secret-of-at-least-thirty-two-chars")}`;
      expect(await portfolioStatus(other, forged)).toBe(401);
      const unknown = `${SESSION_COOKIE}=${signedSessionCookieValue("no-such-session-token", TEST_SECRET)}`;
      expect(await portfolioStatus(other, unknown)).toBe(401);
      expect(await portfolioStatus(other, `${SESSION_COOKIE}=${token}`)).toBe(401);
      await h.database.db.execute(
        sql`update session set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
      );
      expect(await portfolioStatus(other, cookie)).toBe(401);
    });

    it("still has Better Auth move the expiry forward once a day", async () => {
      const { user, cookie } = await signedIn("refresh-due");
      // Refreshed two days ago: 28 days left of 30, past the one-day update age.
      await h.database.db.execute(
        sql`update session set expires_at = now() + interval '28 days' where user_id = ${user.id}`,
      );
      expect(await portfolioStatus(other, cookie)).toBe(200);
      const [row] = await rows<{ days: string }>(
        h,
        sql`select extract(epoch from expires_at - now()) / 86400 as days from session where user_id = ${user.id}`,
      );
      expect(Number(row?.days)).toBeGreaterThan(SESSION_DAYS_REMEMBERED - 0.01);
    });

    async function rowsOfCookie(cookie: string) {
      const token = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1)).split(".")[0] ?? "";
      const [row] = await rows<{ email: string }>(
        h,
        sql`select u.email from session s join "user" u on u.id = s.user_id where s.token = ${token}`,
      );
      if (!row) throw new Error("no session for the cookie");
      return row;
    }
  },
);
