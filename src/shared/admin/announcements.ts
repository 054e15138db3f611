import { z } from "zod";
import { tablePageSchema, tableQuerySchema } from "@/shared/admin/table-query";

/** POST /api/admin/announcements: to every investor as a notification; by e-mail to newsletter subscribers. */
export const announcementSchema = z.object({
  title: z
    .string()
    .trim()
    .min(3, "The title must be at least 3 characters.")
    .max(120, "The title must be at most 120 characters."),
  message: z
    .string()
    .trim()
    .min(10, "The message must be at least 10 characters.")
    .max(2000, "The message must be at most 2,000 characters."),
  kind: z.enum(["dividend", "system"]).default("system"),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementResultSchema = z.object({
  id: z.uuid(),
  notified: z.number().int().min(0),
  emailed: z.number().int().min(0),
});

export const adminAnnouncementsQuerySchema = tableQuerySchema(["created"], "created");
export const adminAnnouncementRowSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.string().nullable(),
  notifiedCount: z.number().int(),
  emailedCount: z.number().int(),
});
export const adminAnnouncementsPageSchema = tablePageSchema(adminAnnouncementRowSchema);
