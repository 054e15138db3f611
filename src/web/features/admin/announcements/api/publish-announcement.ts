import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { type Announcement, announcementResultSchema } from "@/shared/admin/announcements";
import { adminDataFilter } from "@/web/features/admin/api/admin-query-keys";
import { apiFetch } from "@/web/lib/api-fetch";

export type AnnouncementResult = z.infer<typeof announcementResultSchema>;

/** `POST /api/admin/announcements`: a notification to every investor, an e-mail to subscribers. */
export function publishAnnouncement(announcement: Announcement): Promise<AnnouncementResult> {
  return apiFetch("/api/admin/announcements", announcementResultSchema, {
    method: "POST",
    body: JSON.stringify(announcement),
  });
}

export function usePublishAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishAnnouncement,
    // The list below the form, and the audit log, have a new row.
    onSuccess: () => queryClient.invalidateQueries(adminDataFilter),
  });
}
