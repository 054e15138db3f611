import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assignPublicKeyId, randomPublicKeyId } from "@/server/profile/public-key-id";
import {
  createUser,
  emailFor,
  rows,
  sessionCookie,
  signIn,
  useAccountHarness,
} from "@/server/test/account-harness";
import { TEST_ORIGIN } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";
import { EMAIL_READ_ONLY_MESSAGE } from "@/shared/profile/profile-schema";

const KEY_ID = /^[A-Z0-9]{8}$/;
const edit = { firstName: "Tamar", lastName: "Kapanadze", phone: "+995 599 00 11 22", country: "Germany" };

interface UserRow {
  id: string;
  name: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  country: string;
  locale: string;
}

describe.each(testEngines)("the profile API, on $engine", ({ engine }) => {
  const h = useAccountHarness(engine);

  const signedIn = async (label = "profile") => {
    const created = await createUser(h, emailFor(label));
    return { ...created, cookie: sessionCookie(await signIn(h, created.email)) };
  };
  const send = (method: string, path: string, cookie: string | null, body?: unknown) =>
    h.api.call(path, {
      method,
      headers: {
        Origin: TEST_ORIGIN,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(cookie ? { cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const patch = (cookie: string | null, body: unknown) => send("PATCH", "/api/profile", cookie, body);
  const userRow = async (id: string) => {
    const [row] = await rows<UserRow>(h, sql`select * from "user" where id = ${id}`);
    if (!row) throw new Error(`no user ${id}`);
    return row;
  };

  it("refuses the signed-out on every route", async () => {
    expect((await send("GET", "/api/profile", null)).status).toBe(401);
    expect((await patch(null, edit)).status).toBe(401);
    expect((await send("POST", "/api/profile/public-key-id", null)).status).toBe(401);
    expect((await send("PATCH", "/api/profile/locale", null, { locale: "ka" })).status).toBe(401);
  });

  it("keeps the language of the investor's e-mails, ours only, and refuses any other (issue 15)", async () => {
    const me = await signedIn("locale");
    const other = await signedIn("locale-other");
    const saved = await send("PATCH", "/api/profile/locale", me.cookie, { locale: "ka" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ locale: "ka" });
    expect((await userRow(me.id)).locale).toBe("ka");
    expect((await userRow(other.id)).locale).toBe("en");
    // Better Auth's own update-user stays closed: the profile's rules are the only way in.
    expect((await send("POST", "/api/auth/update-user", me.cookie, { locale: "en" })).status).toBe(404);
    for (const bad of [{ locale: "fr" }, { locale: "KA" }, {}, { locale: "ka", firstName: "X" }]) {
      const refused = await send("PATCH", "/api/profile/locale", me.cookie, bad);
      expect([JSON.stringify(bad), refused.status]).toEqual([JSON.stringify(bad), 400]);
    }
    expect((await userRow(me.id)).locale).toBe("ka");
  });

  it("shows the user's own profile, without a public key ID at first", async () => {
    const me = await signedIn();
    const response = await send("GET", "/api/profile", me.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      firstName: "Nino",
      lastName: "Beridze",
      email: me.email,
      phone: "+995 555 123 456",
      country: "Georgia",
      publicKeyId: null,
    });
  });

  it("saves trimmed fields and keeps the display name in step", async () => {
    const me = await signedIn();
    const response = await patch(me.cookie, {
      firstName: "  Tamar ",
      lastName: "Kapanadze  ",
      phone: " +995 599 00 11 22 ",
      country: " Germany",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ...edit, email: me.email });
    expect(await userRow(me.id)).toMatchObject({
      first_name: "Tamar",
      last_name: "Kapanadze",
      name: "Tamar Kapanadze",
      phone: "+995 599 00 11 22",
      country: "Germany",
      email: me.email,
    });
    const reread = await (await send("GET", "/api/profile", me.cookie)).json();
    expect(reread).toMatchObject(edit);
  });

  it("takes an empty or missing phone (it is optional)", async () => {
    const me = await signedIn();
    expect((await patch(me.cookie, { ...edit, phone: "   " })).status).toBe(200);
    expect((await userRow(me.id)).phone).toBe("");
    const { phone: _omitted, ...withoutPhone } = edit;
    expect((await patch(me.cookie, { ...withoutPhone, firstName: "Ana" })).status).toBe(200);
    expect(await userRow(me.id)).toMatchObject({ phone: "", first_name: "Ana" });
  });

  it("answers each rule's message and changes nothing", async () => {
    const me = await signedIn();
    const before = await userRow(me.id);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ firstName: " A " }, "First name must be at least 2 characters", "firstName"],
      [{ firstName: "x".repeat(51) }, "First name must be less than 50 characters", "firstName"],
      [{ lastName: "B" }, "Last name must be at least 2 characters", "lastName"],
      [{ lastName: "y".repeat(51) }, "Last name must be less than 50 characters", "lastName"],
      [{ phone: "1".repeat(21) }, "Phone must be less than 20 characters", "phone"],
      [{ country: "   " }, "Country is required", "country"],
      [{ country: "z".repeat(101) }, "Country must be less than 100 characters", "country"],
    ];
    for (const [change, error, field] of cases) {
      const response = await patch(me.cookie, { ...edit, ...change });
      expect(response.status, error).toBe(400);
      expect(await response.json()).toMatchObject({ error, field });
    }
    expect(await userRow(me.id)).toEqual(before);
  });

  it("accepts names of exactly 2 and 50 characters (the limits themselves)", async () => {
    const me = await signedIn();
    const response = await patch(me.cookie, { ...edit, firstName: "Jo", lastName: "L".repeat(50) });
    expect(response.status).toBe(200);
    expect(await userRow(me.id)).toMatchObject({ first_name: "Jo", last_name: "L".repeat(50) });
  });

  it("refuses a change of e-mail or of any other field, and changes nothing", async () => {
    const me = await signedIn();
    const before = await userRow(me.id);
    const withEmail = await patch(me.cookie, { ...edit, email: "new@example.ge" });
    expect(withEmail.status).toBe(400);
    expect(await withEmail.json()).toMatchObject({ error: EMAIL_READ_ONLY_MESSAGE });
    for (const extra of [
      { emailVerified: false },
      { name: "Other" },
      { twoFactorEnabled: true },
      { id: "x" },
    ]) {
      expect((await patch(me.cookie, { ...edit, ...extra })).status, JSON.stringify(extra)).toBe(400);
    }
    // Nor through Better Auth's own change-email, which is not enabled.
    const changeEmail = await h.api.postJson(
      "/api/auth/change-email",
      { newEmail: "new@example.ge" },
      { headers: { cookie: me.cookie } },
    );
    expect(changeEmail.status).toBeGreaterThanOrEqual(400);
    expect(await userRow(me.id)).toEqual(before);
  });

  it("checks a repeated e-mail address as the spec asks, and takes its own address unchanged", async () => {
    const me = await signedIn("repeat-email");
    const before = await userRow(me.id);
    const refusals: Array<[unknown, string]> = [
      ["not-an-email", "Invalid email format"],
      [`${"a".repeat(250)}@example.ge`, "Email must be less than 255 characters"],
      ["", "Invalid email format"],
    ];
    for (const [email, error] of refusals) {
      const refused = await patch(me.cookie, { ...edit, email });
      expect([email, refused.status]).toEqual([email, 400]);
      expect(await refused.json()).toMatchObject({ error });
    }
    expect(await userRow(me.id)).toEqual(before);

    // The profile form may send the address it shows: spaces and capitals are not another address.
    const same = await patch(me.cookie, { ...edit, email: `  ${me.email.toUpperCase()} ` });
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ firstName: edit.firstName, email: me.email });
    expect((await userRow(me.id)).email).toBe(me.email);

    // Another address, from a Georgian page: refused in Georgian.
    const georgian = await h.api.call("/api/profile", {
      method: "PATCH",
      headers: {
        Origin: TEST_ORIGIN,
        "Content-Type": "application/json",
        "Accept-Language": "ka",
        cookie: me.cookie,
      },
      body: JSON.stringify({ ...edit, email: "other@example.ge" }),
    });
    expect(georgian.status).toBe(400);
    expect(await georgian.json()).toMatchObject({ error: "ელფოსტის შეცვლა შეუძლებელია.", field: "email" });
  });

  it("changes only the signed-in user's own row", async () => {
    const me = await signedIn();
    const other = await signedIn("other");
    const otherBefore = await userRow(other.id);
    expect((await patch(me.cookie, edit)).status).toBe(200);
    expect(await userRow(other.id)).toEqual(otherBefore);
  });

  it("keeps Better Auth's update-user from setting profile fields around these rules", async () => {
    const me = await signedIn();
    const before = await userRow(me.id);
    const bypasses: Array<Record<string, unknown>> = [
      { firstName: "A" },
      { lastName: "" },
      { phone: "9".repeat(200) },
      { country: "" },
      { name: "Someone Else" },
    ];
    const paths = [
      "/api/auth/update-user",
      "/api/auth/update-user/",
      "/api/auth/UPDATE-USER",
      "/api/auth//update-user",
      "/api/auth/%75pdate-user",
      "/api/auth/update-user?x=1",
    ];
    for (const path of paths) {
      for (const body of bypasses) {
        const response = await h.api.postJson(path, body, { headers: { cookie: me.cookie } });
        expect(response.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect(await userRow(me.id)).toEqual(before);
  });

  it("generates an 8-character A-Z0-9 public key ID, shows it, and a new one on regenerate", async () => {
    const me = await signedIn();
    const first = await send("POST", "/api/profile/public-key-id", me.cookie);
    expect(first.status).toBe(201);
    const { publicKeyId: one } = (await first.json()) as { publicKeyId: string };
    expect(one).toMatch(KEY_ID);
    expect((await (await send("GET", "/api/profile", me.cookie)).json()).publicKeyId).toBe(one);
    const { publicKeyId: two } = (await (
      await send("POST", "/api/profile/public-key-id", me.cookie)
    ).json()) as {
      publicKeyId: string;
    };
    expect(two).toMatch(KEY_ID);
    expect(two).not.toBe(one);
    expect((await (await send("GET", "/api/profile", me.cookie)).json()).publicKeyId).toBe(two);
    const [count] = await rows<{ n: number | string }>(
      h,
      sql`select count(*) as n from public_key_ids where user_id = ${me.id}`,
    );
    expect(Number(count?.n)).toBe(1);
  });

  it("draws again when the code is another user's (a forced collision) or the user's own", async () => {
    const holder = await createUser(h, emailFor("holder"));
    const me = await createUser(h, emailFor("collider"));
    const db = h.database.db;
    expect(await assignPublicKeyId(db, holder.id, () => "TAKEN001")).toBe("TAKEN001");
    const draws = ["TAKEN001", "TAKEN001", "FRESH002"];
    let calls = 0;
    const forced = () => draws[calls++] ?? "UNUSED99";
    expect(await assignPublicKeyId(db, me.id, forced)).toBe("FRESH002");
    expect(calls).toBe(3);
    // The user's own current code drawn again is no change: drawn again too.
    const again = ["FRESH002", "NEWONE03"];
    let n = 0;
    expect(await assignPublicKeyId(db, me.id, () => again[n++] ?? "UNUSED99")).toBe("NEWONE03");
    const held = await rows<{ user_id: string; key_id: string }>(
      h,
      sql`select user_id, key_id from public_key_ids where user_id in (${holder.id}, ${me.id}) order by key_id`,
    );
    expect(held).toEqual([
      { user_id: me.id, key_id: "NEWONE03" },
      { user_id: holder.id, key_id: "TAKEN001" },
    ]);
    await expect(assignPublicKeyId(db, me.id, () => "TAKEN001")).rejects.toThrow(/no free public key ID/);
  });
});

describe("randomPublicKeyId", () => {
  it("draws 8 characters from A-Z0-9, every one of the 36 in use", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const id = randomPublicKeyId();
      expect(id).toMatch(KEY_ID);
      for (const ch of id) seen.add(ch);
    }
    expect(seen.size).toBe(36);
  });
});
