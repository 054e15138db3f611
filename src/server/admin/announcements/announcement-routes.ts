import { asc, count, desc, eq, ilike, or } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import type { AdminDeps, AdminEnv } from "@/server/admin/admin-deps";
import { publishAnnouncement } from "@/server/admin/announcements/publish-announcement";
import { containsPattern } from "@/server/admin/kyc/kyc-review-queries";
import type { Db } from "@/server/db/client";
import { announcements, user } from "@/server/db/schema";
import { validate } from "@/server/http/validate";
import { adminAnnouncementsQuerySchema, announcementSchema } from "@/shared/admin/announcements";
import type { ApiError } from "@/shared/api-error";
import { formatDateTime } from "@/shared/format/dates";

type AnnouncementsQuery = z.infer<typeof adminAnnouncementsQuerySchema>;

/** The list, newest first by default; q searches title and message. */
async function listAnnouncements(db: Db, query: AnnouncementsQuery) {
  const pattern = containsPattern(query.q);
  const where = query.q
    ? or(ilike(announcements.title, pattern), ilike(announcements.message, pattern))
    : undefined;
  const order = query.dir === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: announcements.id,
        title: announcements.title,
        message: announcements.message,
        createdAt: announcements.createdAt,
        createdBy: user.email,
        notifiedCount: announcements.notifiedCount,
        emailedCount: announcements.emailedCount,
      })
      .from(announcements)
      .leftJoin(user, eq(user.id, announcements.createdBy))
      .where(where)
      .orderBy(order(announcements.createdAt), order(announcements.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Announcements (operators only): `POST /` publishes one, `GET /` lists them. */
export function adminAnnouncementRoutes({ db, mailer, realtime, config }: AdminDeps) {
  return new Hono<AdminEnv>()
    .get("/", validate("query", adminAnnouncementsQuerySchema), async (c) =>
      c.json(await listAnnouncements(db, c.req.valid("query"))),
    )
    .post("/", validate("json", announcementSchema), async (c) => {
      const result = await publishAnnouncement(
        { db, mailer, realtime, baseUrl: config.baseUrl },
        c.get("operator"),
        c.req.valid("json"),
      );
      if (result.status === "repeated") {
        const at = formatDateTime(result.publishedAt, { locale: "en" });
        return c.json<ApiError>(
          {
            error: `This announcement was already published at ${at}, so it was not sent again. Change its title or message to publish another.`,
            code: "repeated",
          },
          409,
        );
      }
      const { id, notified, emailed } = result;
      return c.json({ id, notified, emailed }, 201);
    });
}
