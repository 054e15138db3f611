/**
 * The browser tests' mail server: real SMTP on E2E_SMTP_PORT (the site sends to it as in
 * production) and the received mails as JSON on E2E_MAIL_HTTP_PORT for the tests to read.
 * Playwright starts it beside the site (playwright.config.ts).
 */
import { createServer } from "node:http";
import { startSmtpSink } from "../../src/server/test/smtp-sink";

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4325);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 4326);

const sink = await startSmtpSink({ port: smtpPort });
createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.pathname === "/health") {
    response.end("ok");
    return;
  }
  const to = url.searchParams.get("to") ?? "";
  response.setHeader("Content-Type", "application/json");
  response.end(JSON.stringify(to ? sink.to(to) : sink.mails));
}).listen(httpPort, "127.0.0.1", () => console.log(`mail sink: SMTP ${sink.url}, mails on :${httpPort}`));
