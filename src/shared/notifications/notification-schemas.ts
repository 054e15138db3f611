import { z } from "zod";

export const notificationTypes = ["transaction", "dividend", "price", "system"] as const;
export const notificationPriorities = ["low", "medium", "high"] as const;
export type NotificationType = (typeof notificationTypes)[number];
export type NotificationPriority = (typeof notificationPriorities)[number];

/** The spec keeps at most 20 notifications per user. */
export const NOTIFICATIONS_KEPT = 20;

/** One notification as the API answers it (the spec's entity: `read` and a timestamp). */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  priority: z.enum(notificationPriorities),
  /** ISO 8601. */
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`: newest first, at most 20, and how many of them are unread. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema).max(NOTIFICATIONS_KEPT),
  unread: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** A notification's id in a route (the table's uuid); anything else is no notification of anyone. */
export const notificationIdSchema = z.object({ id: z.uuid() });

/** `POST /api/notifications/welcome`: created once (201), then "exists" (200). */
export const welcomeResultSchema = z.object({ status: z.enum(["created", "exists"]) });

/** `POST /api/notifications/read-all`: how many were unread. */
export const readAllResultSchema = z.object({ marked: z.number().int().nonnegative() });
