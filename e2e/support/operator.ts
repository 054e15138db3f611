import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { confirmationLink, registerThroughApi, signInThroughApi, type TestUser } from "./accounts";
import { MAIL_SINK_URL } from "./mail";

/**
 * The console's operator in the browser tests. playwright.config.ts lists this address in the
 * server's ADMIN_EMAILS: the server grants the role when the account signs in. One account per run
 * (the server starts with a fresh database): the first test that needs it registers it.
 */
export const operator: TestUser = {
  firstName: "Olga",
  lastName: "Operator",
  email: "operator@e2e.pxl.example",
  phone: "+995 555 00 00 01",
  country: "Georgia",
  password: "Operator-pass e2e 2026",
};

/** Registers and confirms the operator's account unless this run already did (its mail says so). */
async function ensureOperatorAccount(request: APIRequestContext, origin: string) {
  const mails = (await (
    await request.get(`${MAIL_SINK_URL}/mails?to=${encodeURIComponent(operator.email)}`)
  ).json()) as unknown[];
  if (mails.length > 0) return;
  await registerThroughApi(request, origin, operator);
  const landing = await request.get(await confirmationLink(request, origin, operator.email));
  expect(new URL(landing.url()).pathname).toBe("/login");
}

/** Signs the page's browser context in as the operator, and checks the server sees the role. */
export async function signInAsOperator(page: Page, origin: string) {
  await ensureOperatorAccount(page.request, origin);
  await signInThroughApi(page.request, origin, operator);
  const me = await page.request.get("/api/admin/me");
  expect(me.status(), "the operator's GET /api/admin/me (is ADMIN_EMAILS granted at sign-in?)").toBe(200);
}
