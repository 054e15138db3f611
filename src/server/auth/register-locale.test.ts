import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validRegistration } from "@/server/test/fixtures";
import { solveCaptcha } from "@/server/test/solve-captcha";
import { createTestApp } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase, testEngines } from "@/server/test/test-database";
import { CAPTCHA_HEADER } from "@/shared/auth/captcha";

/** The register call answers its field errors in the language the request asks for (Accept-Language). */
describe.each(testEngines)(
  "POST /api/account/register in the request's language, on $engine",
  ({ engine }) => {
    let database: TestDatabase;
    let api: ReturnType<typeof createTestApp>;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      api = createTestApp(database);
    });
    afterAll(async () => {
      await database.destroy();
    });

    const register = async (body: unknown, language: string | undefined, ip: string) => {
      const headers: Record<string, string> = { [CAPTCHA_HEADER]: await solveCaptcha(api.call) };
      if (language) headers["Accept-Language"] = language;
      const response = await api.postJson("/api/account/register", body, { headers, ip });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    it("names the missing first name in Georgian for Accept-Language: ka", async () => {
      const answer = await register(
        { ...validRegistration("ka1@example.ge"), firstName: " " },
        "ka",
        "198.51.100.31",
      );
      expect(answer).toEqual({
        status: 400,
        body: { error: "სახელი სავალდებულოა", code: "invalid", field: "firstName" },
      });
    });

    it("refuses an unticked box and a bad e-mail in Georgian, whatever the region (ka-GE)", async () => {
      const unticked = await register(
        { ...validRegistration("ka2@example.ge"), acceptTerms: false },
        "ka-GE,ka;q=0.9,en;q=0.5",
        "198.51.100.32",
      );
      expect(unticked.body).toMatchObject({
        error: "გთხოვთ, დაეთანხმოთ მომსახურების პირობებს",
        field: "acceptTerms",
      });
      const badEmail = await register({ ...validRegistration("not-an-address") }, "ka", "198.51.100.33");
      expect(badEmail.body).toMatchObject({
        error: "გთხოვთ, შეიყვანოთ სწორი ელფოსტის მისამართი",
        field: "email",
      });
    });

    it("answers in Georgian a return path that is not a page of this site", async () => {
      const headers = { [CAPTCHA_HEADER]: await solveCaptcha(api.call), "Accept-Language": "ka" };
      const response = await api.postJson(
        "/api/account/register?redirectTo=https://evil.example/",
        validRegistration("ka3@example.ge"),
        { headers, ip: "198.51.100.34" },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: "დასაბრუნებელი მისამართი ამ საიტის გვერდი უნდა იყოს.",
      });
    });

    it("stays in English without the header, and for a language the site does not speak", async () => {
      const plain = await register(
        { ...validRegistration("en1@example.ge"), firstName: "" },
        undefined,
        "198.51.100.35",
      );
      expect(plain.body).toMatchObject({ error: "First name is required", field: "firstName" });
      const french = await register(
        { ...validRegistration("en2@example.ge"), firstName: "" },
        "fr",
        "198.51.100.36",
      );
      expect(french.body).toMatchObject({ error: "First name is required" });
    });
  },
);
