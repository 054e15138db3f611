import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@/server/config";
import { type AppDeps, createApp } from "@/server/http/app";
import { createServices } from "@/server/services";
import { TEST_SECRET } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";

describe("the demo's outbox at /dev/mail", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database.destroy());

  /** The app as `npm start` builds it from this configuration, with no SMTP server (the outbox). */
  function appWith(config: AppDeps["config"]) {
    const services = createServices(
      {
        baseUrl: config.baseUrl,
        production: config.production,
        authSecret: TEST_SECRET,
        mail: { smtpUrl: null, from: "PXL <no-reply@pxl.example>" },
      },
      database,
    );
    return { services, app: createApp({ config, database, services, serveWeb: false }) };
  }

  it("is served on the demo chain, and shows the mails the site would have sent", async () => {
    const { app, services } = appWith(loadConfig({}));
    await services.mailer.send({
      to: "nino@example.ge",
      subject: "Confirm <your> e-mail",
      text: "x",
      html: "<p>x</p>",
    });
    const list = await app.request("/dev/mail");
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain("Confirm &lt;your&gt; e-mail");
    const id = /href="\/dev\/mail\/([0-9a-f-]{36})"/.exec(html)?.[1];
    expect((await app.request(`/dev/mail/${id}`)).status).toBe(200);
  });

  it("answers 404, never 500, for an id that is not a UUID", async () => {
    const { app } = appWith(loadConfig({}));
    for (const id of ["-".repeat(36), "0".repeat(36), "not-a-mail", "00000000-0000-4000-8000-000000000000"]) {
      expect((await app.request(`/dev/mail/${id}`)).status, id).toBe(404);
    }
  });

  it("is absent in production and off the demo chain, whatever else is set", async () => {
    const demo = loadConfig({});
    for (const config of [
      { ...demo, production: true },
      { ...demo, devMail: false },
      { ...demo, devMail: undefined },
    ]) {
      const { app } = appWith(config);
      expect((await app.request("/dev/mail")).status).toBe(404);
    }
  });
});
