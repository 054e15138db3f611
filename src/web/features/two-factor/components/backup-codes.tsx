import { CopyIcon, TriangleAlertIcon } from "lucide-react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";

/** The one-time backup codes, shown once, with a copy button and the warning to keep them. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success(m.twofactor_backup_copied());
    } catch {
      toast.error(m.twofactor_backup_copy_failed());
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="warning">
        <TriangleAlertIcon aria-hidden />
        <p>{m.twofactor_backup_warning()}</p>
      </Alert>
      <ol
        aria-label={m.twofactor_backup_list_label()}
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-sm sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => void copy()}>
        <CopyIcon aria-hidden />
        {m.twofactor_backup_copy()}
      </Button>
    </div>
  );
}
