import { adminMeta } from "@/web/features/admin/components/admin-meta";
import { ConsolePage } from "@/web/features/admin/components/console-page";
import { ExportDownloads } from "@/web/features/admin/exports/components/export-downloads";

export const meta = () => adminMeta("Exports");

/** /admin/exports: the holders list for the distribution and the newsletter subscribers, as CSV. */
export default function ExportsPage() {
  return (
    <ConsolePage
      title="Exports"
      description="Spreadsheet files (CSV) built when you download them. They hold personal data: each download is recorded in the audit log."
    >
      <ExportDownloads />
    </ConsolePage>
  );
}
