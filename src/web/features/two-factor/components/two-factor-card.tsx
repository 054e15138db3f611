import { ShieldCheckIcon, ShieldIcon } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useDisableTwoFactor } from "@/web/features/two-factor/api/disable-two-factor";
import {
  type TotpSetup as TotpSetupData,
  useEnableTwoFactor,
} from "@/web/features/two-factor/api/enable-two-factor";
import { PasswordDialog } from "@/web/features/two-factor/components/password-dialog";
import { TotpSetup } from "@/web/features/two-factor/components/totp-setup";

/**
 * Two-factor authentication (TOTP) for the signed-in user. Off: the password starts set-up (QR
 * code, backup codes, a code to confirm). On: the password turns it off. `enabled` comes from the
 * session, which both changes refetch.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const [dialog, setDialog] = useState<"enable" | "disable" | null>(null);
  const [setup, setSetup] = useState<TotpSetupData | null>(null);
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const title = useRef<HTMLHeadingElement>(null);
  // When the set-up panel closes, its controls vanish: keep the reader in the card.
  const endSetup = () => {
    setSetup(null);
    requestAnimationFrame(() => title.current?.focus());
  };

  const startSetup = async (password: string) => {
    setSetup(await enable.mutateAsync(password));
    setDialog(null);
  };
  const turnOff = async (password: string) => {
    await disable.mutateAsync(password);
    setDialog(null);
    toast.success(m.twofactor_turned_off());
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          {enabled ? (
            <ShieldCheckIcon className="size-5 text-emerald-600" aria-hidden />
          ) : (
            <ShieldIcon className="size-5 text-slate-500" aria-hidden />
          )}
          <CardTitle ref={title} tabIndex={-1} className="outline-none">
            {m.twofactor_card_title()}
          </CardTitle>
          <Badge tone={enabled ? "success" : "neutral"}>
            {enabled ? m.twofactor_status_on() : m.twofactor_status_off()}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {enabled ? (
          <>
            <p className="text-slate-700">{m.twofactor_enabled_text()}</p>
            <PasswordDialog
              trigger={
                <Button variant="outline" className="self-start">
                  {m.twofactor_turn_off()}
                </Button>
              }
              open={dialog === "disable"}
              onOpenChange={(open) => setDialog(open ? "disable" : null)}
              title={m.twofactor_turn_off_title()}
              submitLabel={m.twofactor_turn_off()}
              busyLabel={m.twofactor_turning_off()}
              onConfirm={turnOff}
            />
          </>
        ) : setup ? (
          <TotpSetup
            setup={setup}
            onVerified={() => {
              endSetup();
              toast.success(m.twofactor_turned_on());
            }}
            onCancel={endSetup}
          />
        ) : (
          <>
            <p className="text-slate-700">{m.twofactor_disabled_text()}</p>
            <PasswordDialog
              trigger={
                <Button className="h-auto min-h-11 whitespace-normal self-start text-left">
                  {m.twofactor_turn_on()}
                </Button>
              }
              open={dialog === "enable"}
              onOpenChange={(open) => setDialog(open ? "enable" : null)}
              title={m.twofactor_turn_on()}
              submitLabel={m.twofactor_continue()}
              busyLabel={m.twofactor_checking()}
              onConfirm={startSetup}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
