import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@/server/config";
import { type AppDeps, createApp } from "@/server/http/app";
import { createServices } from "@/server/services";
import { TEST_SECRET } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";

/** `GET /api/account/outbox`: the browser links /dev/mail only when the server says it is served. */
describe("the outbox flag", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database.destroy());

  function appWith(config: AppDeps["config"], smtpUrl: string | null = null) {
    const services = createServices(
      {
        baseUrl: config.baseUrl,
        production: config.production,
        authSecret: TEST_SECRET,
        mail: { smtpUrl, from: "PXL <no-reply@pxl.example>" },
      },
      database,
    );
    return createApp({ config, database, services, serveWeb: false });
  }

  async function flagAndOutbox(app: ReturnType<typeof createApp>) {
    const flag = await app.request("/api/account/outbox");
    expect(flag.status).toBe(200);
    return { flag: await flag.json(), outboxStatus: (await app.request("/dev/mail")).status };
  }

  it("names /dev/mail in the demo without SMTP, where the outbox is served", async () => {
    expect(await flagAndOutbox(appWith(loadConfig({})))).toEqual({
      flag: { outbox: "/dev/mail" },
      outboxStatus: 200,
    });
  });

  it("is null, like the outbox absent, in production, off the demo chain, and with SMTP", async () => {
    const demo = loadConfig({});
    for (const app of [
      appWith({ ...demo, production: true }),
      appWith({ ...demo, devMail: false }),
      appWith(demo, "smtp://127.0.0.1:2525"),
    ]) {
      expect(await flagAndOutbox(app)).toEqual({ flag: { outbox: null }, outboxStatus: 404 });
    }
  });
});
