import type { Announcement } from "@/shared/admin/announcements";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/web/components/ui/dialog";
import { kindLabels } from "@/web/features/admin/announcements/lib/result-sentence";

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
    <Dialog open={announcement !== null} onOpenChange={(open) => (open || sending ? undefined : onCancel())}>
      <DialogContent
        title="Publish to every investor?"
        description="Every investor gets it as a notification, and newsletter subscribers by e-mail. It cannot be taken back."
      >
        {announcement ? (
          <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm">
            <p className="text-slate-600">{kindLabels[announcement.kind]}</p>
            <p className="font-semibold text-slate-900">{announcement.title}</p>
            <p className="whitespace-pre-wrap break-words text-slate-700">{announcement.message}</p>
          </div>
        ) : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline" disabled={sending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            disabled={sending}
            aria-busy={sending || undefined}
            onClick={() => (announcement ? onConfirm(announcement) : undefined)}
          >
            Publish
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
