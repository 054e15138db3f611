import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { captchaHeader, emailFor, nextIp, rows, useAccountHarness } from "@/server/test/account-harness";
import { validRegistration } from "@/server/test/fixtures";
import {
  getAs,
  type SignedIn,
  type SignedInOperator,
  signedInInvestor,
  signedInOperator,
} from "@/server/test/operator-fixtures";
import { TEST_ORIGIN } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";

const REFUSED = {
  error: "The request contains a null character (U+0000), which is not allowed. Remove it and try again.",
  code: "nul_character",
};

/** The JSON of `body` with a NUL in `text`'s place: JSON can only write it as the escape \u0000. */
const withNul = (body: Record<string, unknown>) => JSON.stringify(body).replace("NUL", "\\u0000");

describe.each(testEngines)("a NUL character in a request ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);
  let investor: SignedIn;
  let operator: SignedInOperator;
  beforeAll(async () => {
    investor = await signedInInvestor(h);
    operator = await signedInOperator(h);
  });

  const send = (method: string, path: string, body: string, headers: Record<string, string> = {}) =>
    h.api.call(
      path,
      { method, headers: { Origin: TEST_ORIGIN, "Content-Type": "application/json", ...headers }, body },
      nextIp(),
    );

  /** What a refused request could have changed: the rows it would have written or updated. */
  const snapshot = () =>
    Promise.all([
      rows(h, sql`select id, first_name, last_name, phone, country from "user" order by id`),
      rows(h, sql`select count(*)::int as n from announcements`),
      rows(h, sql`select count(*)::int as n from audit_log`),
      rows(h, sql`select count(*)::int as n from distribution_rounds`),
      rows(h, sql`select count(*)::int as n from newsletter_subscribers`),
      rows(h, sql`select count(*)::int as n from mail_outbox`),
    ]);

  it("refuses it in a console table's search with 400", async () => {
    for (const path of [
      "/api/admin/payments?q=%00",
      "/api/admin/investors?q=a%00b",
      "/api/admin/audit?q=%00",
      "/api/admin/transfers?q=x%00&kind=outgoing",
      "/api/admin/announcements?q=%00",
    ]) {
      const response = await getAs(h, path, operator);
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 400,
        body: REFUSED,
      });
    }
  });

  it("refuses it in the JSON body of an operator's or an investor's request with 400, and changes nothing", async () => {
    const register = await captchaHeader(h.api);
    const before = await snapshot();
    const requests: Array<[string, string, string, Record<string, string>]> = [
      [
        "POST",
        "/api/admin/announcements",
        withNul({ title: "HelloNUL", message: "A message of ten or more" }),
        { cookie: operator.cookie },
      ],
      [
        "POST",
        "/api/admin/payments/attribute",
        withNul({
          chainId: 42161,
          txHash: `0x${"ab".repeat(32)}`,
          logIndex: 0,
          email: investor.email,
          reason: "An exchange withdrawal: NUL the investor wrote to us.",
        }),
        { cookie: operator.cookie },
      ],
      [
        "POST",
        "/api/admin/distribution/rounds",
        withNul({ reason: "The first round of the sale NUL" }),
        { cookie: operator.cookie },
      ],
      [
        "PATCH",
        "/api/profile",
        withNul({ firstName: "NinoNUL", lastName: "Beridze", country: "Georgia" }),
        { cookie: investor.cookie },
      ],
      [
        "POST",
        "/api/account/register",
        withNul({ ...validRegistration(emailFor("nul")), firstName: "NinoNUL" }),
        register,
      ],
      ["POST", "/api/newsletter", withNul({ email: "reader@example.ge", website: "NUL" }), {}],
    ];
    for (const [method, path, body, headers] of requests) {
      const response = await send(method, path, body, headers);
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 400,
        body: REFUSED,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("takes a backslash followed by u0000 as the text it is", async () => {
    const response = await send(
      "PATCH",
      "/api/profile",
      JSON.stringify({ firstName: "Nino\\u0000", lastName: "Beridze", country: "Georgia" }),
      { cookie: investor.cookie },
    );
    expect(response.status).toBe(200);
    const [row] = await rows<{ first_name: string }>(
      h,
      sql`select first_name from "user" where id = ${investor.id}`,
    );
    expect(row?.first_name).toBe("Nino\\u0000");
  });
});
