import { describe, expect, it } from "vitest";
import {
  currentSession,
  nextIp,
  PASSWORD,
  sessionCookie,
  sessionsOf,
  signIn,
  useAccountHarness,
} from "@/server/test/account-harness";
import {
  getAs,
  signedInInvestor,
  signedInOperator,
  signedInOperatorWithoutTwoFactor,
} from "@/server/test/operator-fixtures";
import { testEngines } from "@/server/test/test-database";
import { totpCode, totpKeyFromUri } from "@/server/test/totp";
import { signInWithTwoFactor, turnOnTwoFactor } from "@/server/test/two-factor";

describe.each(testEngines)(
  "switching two-factor on ends the account's other sessions ($engine)",
  ({ engine }) => {
    const h = useAccountHarness(engine);
    const signedIn = async (cookie: string) => (await currentSession(h.api, cookie)) !== null;

    it("shuts a password-only session out of the console, and keeps the one that switched it on", async () => {
      const operator = await signedInOperatorWithoutTwoFactor(h, "phished");
      // Another browser with the password alone: a phished password, or a forgotten computer.
      const passwordOnly = { cookie: sessionCookie(await signIn(h, operator.email)) };
      expect((await getAs(h, "/api/admin/me", passwordOnly)).status).toBe(403);

      const { cookie } = await turnOnTwoFactor(h, operator.cookie);

      const refused = await getAs(h, "/api/admin/me", passwordOnly);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ code: "unauthenticated" });
      expect(await signedIn(passwordOnly.cookie)).toBe(false);
      expect((await getAs(h, "/api/admin/me", { cookie })).status).toBe(200);
    });

    it("ends every other session of an investor too, and only that account's", async () => {
      const investor = await signedInInvestor(h, "three-browsers");
      const others = [
        sessionCookie(await signIn(h, investor.email)),
        sessionCookie(await signIn(h, investor.email)),
      ];
      const someoneElse = await signedInInvestor(h, "bystander");

      const { cookie } = await turnOnTwoFactor(h, investor.cookie);

      for (const other of others) expect(await signedIn(other)).toBe(false);
      expect(await signedIn(cookie)).toBe(true);
      expect(await sessionsOf(h, investor.id)).toBe(1);
      expect(await signedIn(someoneElse.cookie)).toBe(true);
    });

    it("ends nothing while the code is wrong, and everything else once it is right", async () => {
      const investor = await signedInInvestor(h, "wrong-code");
      const other = sessionCookie(await signIn(h, investor.email));
      const started = await h.api.postJson(
        "/api/auth/two-factor/enable",
        { password: PASSWORD },
        { ip: nextIp(), headers: { cookie: investor.cookie } },
      );
      expect(started.status).toBe(200);
      const key = totpKeyFromUri(((await started.json()) as { totpURI: string }).totpURI);
      const confirm = (code: string) =>
        h.api.postJson(
          "/api/auth/two-factor/verify-totp",
          { code },
          { ip: nextIp(), headers: { cookie: investor.cookie } },
        );
      const right = totpCode(key);
      const wrong = right === "000000" ? "111111" : "000000";

      expect((await confirm(wrong)).status).toBe(401);
      expect(await signedIn(other)).toBe(true);

      const confirmed = await confirm(right);
      expect(confirmed.status).toBe(200);
      expect(await signedIn(other)).toBe(false);
      expect(await signedIn(sessionCookie(confirmed))).toBe(true);
    });

    it("ends no session when two-factor was on already: a sign-in's second step is no switch", async () => {
      const operator = await signedInOperator(h, "two-desks");
      const secondDesk = await signInWithTwoFactor(h, operator.email, operator.key);
      expect(await signedIn(operator.cookie)).toBe(true);
      expect((await getAs(h, "/api/admin/me", operator)).status).toBe(200);
      expect((await getAs(h, "/api/admin/me", { cookie: secondDesk })).status).toBe(200);
    });
  },
);
