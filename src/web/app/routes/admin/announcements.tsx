import { AnnouncementForm } from "@/web/features/admin/announcements/components/announcement-form";
import { AnnouncementList } from "@/web/features/admin/announcements/components/announcement-list";
import { adminMeta } from "@/web/features/admin/components/admin-meta";
import { ConsolePage } from "@/web/features/admin/components/console-page";

export const meta = () => adminMeta("Announcements");

/** /admin/announcements: publish news or a dividend to every investor; the ones sent before. */
export default function AnnouncementsPage() {
  return (
    <ConsolePage
      title="Announcements"
      description="An announcement reaches every investor as a notification, and newsletter subscribers by e-mail."
    >
      <AnnouncementForm />
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold text-lg">Past announcements</h3>
        <AnnouncementList />
      </div>
    </ConsolePage>
  );
}
