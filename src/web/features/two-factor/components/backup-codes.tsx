import { CopyIcon, TriangleAlertIcon } from "lucide-react";
import { toast } from "sonner";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";

/** The one-time backup codes, shown once, with a copy button and the warning to keep them. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success("Backup codes copied");
    } catch {
      toast.error("Could not copy the codes. Please select and copy them by hand.");
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="warning">
        <TriangleAlertIcon aria-hidden />
        <p>
          Store these backup codes somewhere safe, such as a password manager. Each one signs you in once if
          you lose your authenticator app. They are shown only now.
        </p>
      </Alert>
      <ol
        aria-label="Backup codes"
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
        Copy backup codes
      </Button>
    </div>
  );
}
