import { MonitorSmartphoneIcon } from "lucide-react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages";
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
          <CardTitle>{m.profile_sessions_title()}</CardTitle>
        </div>
        <p className="text-slate-600 text-sm">{m.profile_sessions_intro()}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sessions.isPending ? (
          <Spinner label={m.profile_sessions_loading()} />
        ) : sessions.isError ? (
          <p role="alert" className="text-red-700 text-sm">
            {m.profile_sessions_load_error({ reason: sessions.error.message })}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100" aria-label={m.profile_sessions_title()}>
            {sessions.data.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium">{describeDevice(s.userAgent)}</p>
                  <p className="text-slate-600 text-sm">
                    {s.ipAddress
                      ? m.profile_sessions_ip_last_active({
                          ip: s.ipAddress,
                          time: formatDateTime(s.updatedAt),
                        })
                      : m.profile_sessions_last_active({ time: formatDateTime(s.updatedAt) })}
                  </p>
                </div>
                {s.id === currentSessionId ? (
                  <Badge tone="success">{m.profile_sessions_this_device()}</Badge>
                ) : null}
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
              onSuccess: () => toast.success(m.profile_sessions_signed_out()),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {revoke.isPending ? m.profile_sessions_signing_out() : m.profile_sessions_sign_out_others()}
        </Button>
      </CardContent>
    </Card>
  );
}
