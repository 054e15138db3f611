import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "@/server/db/client";
import { mailOutbox } from "@/server/db/schema";
import { escapeHtml } from "@/server/lib/escape-html";
import { formatDateTime } from "@/shared/format/dates";

/** A UUID as PostgreSQL reads one: anything else would fail the query (a 500) instead of finding nothing. */
const MAIL_ID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";

/**
 * The demo's outbox (no SMTP configured): every mail the site would have sent. Mounted only on
 * the demo chain and never in production (`config.devMail`).
 */
export function devMailRoutes(db: Db): Hono {
  return new Hono()
    .get("/", async (c) => {
      const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(100);
      const rows = mails
        .map(
          (m) =>
            `<li><a href="/dev/mail/${m.id}">${escapeHtml(m.subject)}</a> to ${escapeHtml(m.to)} <small>${formatDateTime(m.createdAt)}</small></li>`,
        )
        .join("\n");
      c.header("X-Robots-Tag", "noindex");
      return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (demo)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem">
<h1>Outbox</h1><p>The demo sends no e-mail: these are the mails the site would have sent, newest first.</p>
<ul>${rows || "<li>No mail yet.</li>"}</ul></body></html>`);
    })
    .get(`/:id{${MAIL_ID}}`, async (c) => {
      const [mail] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, c.req.param("id")));
      if (!mail) return c.notFound();
      c.header("X-Robots-Tag", "noindex");
      return c.html(mail.html);
    });
}
