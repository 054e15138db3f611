import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { publishAnnouncement as publishRoute } from "@/shared/admin/admin-contract";
import type { Announcement, announcementResultSchema } from "@/shared/admin/announcements";
import { adminDataFilter } from "@/web/features/admin/api/admin-query-keys";
import { api } from "@/web/lib/api";

export type AnnouncementResult = z.infer<typeof announcementResultSchema>;

/** `POST /api/admin/announcements`: a notification to every investor, an e-mail to subscribers. */
export function publishAnnouncement(announcement: Announcement): Promise<AnnouncementResult> {
  return api(publishRoute, { body: announcement });
}

export function usePublishAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishAnnouncement,
    // The list below the form, and the audit log, have a new row.
    onSuccess: () => queryClient.invalidateQueries(adminDataFilter),
  });
}
