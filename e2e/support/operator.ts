import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { type TotpKey, totpCode, totpKeyFromUri } from "../../src/server/test/totp";
import {
  confirmApart,
  confirmationLink,
  RateLimitPacer,
  registerThroughApi,
  signInThroughApi,
  type TestUser,
  test,
} from "./accounts";
import { MAIL_SINK_URL } from "./mail";

/**
 * The console's operators in the browser tests. playwright.config.ts lists their addresses in the
 * server's ADMIN_EMAILS: the server grants the role when an account signs in. One account each per
 * run (the server starts with a fresh database): the first test that needs one registers it.
 * The console needs two-factor: `operator` turns it on once per run and signs in with both steps;
 * `operatorToSetUp` never has it until its own test sets it up in the browser.
 */
export const operator: TestUser = {
  firstName: "Olga",
  lastName: "Operator",
  email: "operator@e2e.pxl.example",
  phone: "+995 555 00 00 01",
  country: "Georgia",
  password: "Operator-pass e2e 2026",
};

export const operatorToSetUp: TestUser = {
  ...operator,
  firstName: "Nika",
  email: "operator-setup@e2e.pxl.example",
};

/** Better Auth allows 3 requests per 10 s per address on each two-factor endpoint (src/server/auth/auth.ts). */
export const twoFactorPacers = {
  enable: new RateLimitPacer("two-factor enable", 3, 10_000),
  verify: new RateLimitPacer("two-factor verify", 3, 10_000),
};

/** Registers and confirms `user`'s account unless this run already did (its mail says so). */
export async function ensureAccount(request: APIRequestContext, origin: string, user: TestUser) {
  const mails = (await (
    await request.get(`${MAIL_SINK_URL}/mails?to=${encodeURIComponent(user.email)}`)
  ).json()) as unknown[];
  if (mails.length > 0) return;
  await registerThroughApi(request, origin, user);
  await confirmApart(origin, await confirmationLink(request, origin, user.email));
}

/**
 * Where this run keeps the operator's authenticator key (Playwright empties the output folder when
 * a run starts, as the server starts with a fresh database; a failed test restarts the worker).
 */
const keyFile = () => join(test.info().project.outputDir, "operator-two-factor.json");

function savedKey(): TotpKey | null {
  try {
    const { uri } = JSON.parse(readFileSync(keyFile(), "utf8")) as { uri: string };
    return totpKeyFromUri(uri);
  } catch {
    return null;
  }
}

/** The second step of a sign-in (or the confirmation of a set-up): a code from the authenticator. */
export function verifyTotpThroughApi(request: APIRequestContext, origin: string, key: TotpKey) {
  return twoFactorPacers.verify.run(async () => {
    const response = await request.post("/api/auth/two-factor/verify-totp", {
      data: { code: totpCode(key) },
      headers: { Origin: origin },
    });
    expect(response.status(), `verify-totp answered: ${await response.text()}`).toBe(200);
  });
}

/** Turns TOTP on for the account signed in on `request`, as the profile's set-up does; returns the key. */
async function turnOnTwoFactorThroughApi(request: APIRequestContext, origin: string, password: string) {
  const uri = await twoFactorPacers.enable.run(async () => {
    const response = await request.post("/api/auth/two-factor/enable", {
      data: { password },
      headers: { Origin: origin },
    });
    expect(response.status(), `two-factor/enable answered: ${await response.text()}`).toBe(200);
    return ((await response.json()) as { totpURI: string }).totpURI;
  });
  // Kept before the confirmation: a set-up begun again replaces an unconfirmed secret.
  mkdirSync(dirname(keyFile()), { recursive: true });
  writeFileSync(keyFile(), JSON.stringify({ uri }));
  const key = totpKeyFromUri(uri);
  await verifyTotpThroughApi(request, origin, key);
  return key;
}

/**
 * Signs the page's browser context in as the operator with both steps (turning two-factor on the
 * first time in a run), and checks the server lets them into the console.
 */
export async function signInAsOperator(page: Page, origin: string) {
  await ensureAccount(page.request, origin, operator);
  let key = savedKey();
  if (!key) {
    await signInThroughApi(page.request, origin, operator);
    key = await turnOnTwoFactorThroughApi(page.request, origin, operator.password);
  }
  // Password first (the server answers with a two-factor challenge), then the code.
  await signInThroughApi(page.request, origin, operator);
  await verifyTotpThroughApi(page.request, origin, key);
  const me = await page.request.get("/api/admin/me");
  expect(me.status(), `the operator's GET /api/admin/me: ${await me.text()}`).toBe(200);
}
