import { MonitorSmartphoneIcon } from "lucide-react";
import { toast } from "sonner";
import { formatDateTime } from "@/shared/format/dates";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { useActiveSessions, useRevokeOtherSessions } from "@/web/features/profile/api/sessions";
import { describeDevice } from "@/web/features/profile/utils/describe-device";

/** The user's active sessions (this browser marked), and signing out of all the others. */
export function SessionsCard({ currentSessionId }: { currentSessionId: string }) {
  const sessions = useActiveSessions();
  const revoke = useRevokeOtherSessions();
  const others = sessions.data?.filter((s) => s.id !== currentSessionId).length ?? 0;

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <MonitorSmartphoneIcon className="size-5 text-slate-600" aria-hidden />
          <CardTitle>Active sessions</CardTitle>
        </div>
        <p className="text-slate-600 text-sm">Where your account is signed in.</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sessions.isPending ? (
          <Spinner label="Loading sessions…" />
        ) : sessions.isError ? (
          <p role="alert" className="text-red-700 text-sm">
            Could not load your sessions. {sessions.error.message}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100" aria-label="Active sessions">
            {sessions.data.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium">{describeDevice(s.userAgent)}</p>
                  <p className="text-slate-600 text-sm">
                    {s.ipAddress ? `${s.ipAddress} · ` : ""}last active {formatDateTime(s.updatedAt)}
                  </p>
                </div>
                {s.id === currentSessionId ? <Badge tone="success">This device</Badge> : null}
              </li>
            ))}
          </ul>
        )}
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={others === 0 || revoke.isPending}
          onClick={() =>
            revoke.mutate(undefined, {
              onSuccess: () => toast.success("Signed out of your other sessions."),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {revoke.isPending ? "Signing out..." : "Sign out of other sessions"}
        </Button>
      </CardContent>
    </Card>
  );
}
