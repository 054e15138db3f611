import type { Announcement } from "@/shared/admin/announcements";
import { kindLabels } from "@/web/features/admin/announcements/lib/result-sentence";
import { ConfirmDialog } from "@/web/features/admin/components/confirm-dialog";

/** The last step before an announcement reaches everyone: what they will read. */
export function PublishDialog({
  announcement,
  sending,
  error,
  onConfirm,
  onCancel,
}: {
  /** The checked announcement waiting for confirmation; null keeps the dialog closed. */
  announcement: Announcement | null;
  sending: boolean;
  error: string | null;
  onConfirm: (announcement: Announcement) => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      pending={announcement}
      title="Publish to every investor?"
      description="Every investor gets it as a notification, and newsletter subscribers by e-mail. It cannot be taken back."
      confirmLabel="Publish"
      sending={sending}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {announcement ? (
        <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="text-slate-600">{kindLabels[announcement.kind]}</p>
          <p className="font-semibold text-slate-900">{announcement.title}</p>
          <p className="whitespace-pre-wrap break-words text-slate-700">{announcement.message}</p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
