import { Hono } from "hono";
import { m } from "@/paraglide/messages";
import { requireUser, type SignedInVariables } from "@/server/auth/require-user";
import type { RouteDeps } from "@/server/http/route-deps";
import { validate } from "@/server/http/validate";
import {
  dismissNotification,
  listNotifications,
  markAllRead,
  markRead,
} from "@/server/notifications/notification-store";
import { notify, welcomeNotification } from "@/server/notifications/notify";
import type { ApiError } from "@/shared/api-error";
import { notificationIdSchema } from "@/shared/notifications/notification-schemas";

const notFound = (): ApiError => ({ error: m.api_notification_not_found(), code: "not_found" });

/**
 * The signed-in user's notifications (issue 5): list, mark read, mark all read, dismiss, and the
 * welcome notice. A user reaches only their own rows: every query is scoped by the session's user,
 * and another user's id answers 404 like an id that does not exist. Each change tells the user's
 * other pages to refetch.
 */
export function notificationRoutes({ auth, db, realtime }: Pick<RouteDeps, "auth" | "db" | "realtime">) {
  const changed = (userId: string) => realtime.changed.notifications([userId]);
  return new Hono<{ Variables: SignedInVariables }>()
    .use(requireUser(auth))
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await listNotifications(db, c.get("userId")));
    })
    .post("/welcome", async (c) => {
      const created = await notify(db, realtime, c.get("userId"), welcomeNotification);
      return c.json({ status: created ? "created" : "exists" }, created ? 201 : 200);
    })
    .post("/read-all", async (c) => {
      const marked = await markAllRead(db, c.get("userId"));
      if (marked > 0) changed(c.get("userId"));
      return c.json({ marked });
    })
    .post("/:id/read", validate("param", notificationIdSchema), async (c) => {
      const userId = c.get("userId");
      if (!(await markRead(db, userId, c.req.valid("param").id))) return c.json(notFound(), 404);
      changed(userId);
      return c.body(null, 204);
    })
    .delete("/:id", validate("param", notificationIdSchema), async (c) => {
      const userId = c.get("userId");
      if (!(await dismissNotification(db, userId, c.req.valid("param").id))) return c.json(notFound(), 404);
      changed(userId);
      return c.body(null, 204);
    });
}
