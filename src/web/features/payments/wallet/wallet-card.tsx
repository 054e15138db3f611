import { lazy, Suspense, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages";
import { Alert } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { useLinkedWallets, useWalletAction } from "./api/linked-wallets";
import { RemoveWalletDialog } from "./remove-wallet-dialog";

// wagmi loads only once the investor asks to link a wallet.
const LinkWalletButton = lazy(() => import("./link-wallet-button"));

/** The profile page's wallet card: linked wallets, the primary one, link another, make primary, remove. */
export function WalletCard() {
  const wallets = useLinkedWallets();
  const makePrimary = useWalletAction("primary");
  const [linking, setLinking] = useState(false);
  const list = wallets.data?.wallets ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.wallet_card_title()}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">{m.wallet_card_intro()}</p>
        {wallets.isPending && <Spinner label={m.wallet_loading()} />}
        {wallets.isError && <Alert tone="danger">{m.wallet_card_error()}</Alert>}
        {wallets.isSuccess && list.length === 0 && (
          <p className="text-sm text-slate-700">{m.wallet_card_empty()}</p>
        )}
        {list.length > 0 && (
          <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
            {list.map((wallet) => (
              <li key={wallet.address} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
                <span className="min-w-0 flex-1 break-all font-mono text-sm">{wallet.address}</span>
                <div className="flex items-center gap-2">
                  {wallet.primary ? (
                    <Badge>{m.wallet_card_primary()}</Badge>
                  ) : (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={makePrimary.isPending}
                      onClick={() =>
                        makePrimary.mutate(wallet.address, {
                          onSuccess: () => toast.success(m.wallet_card_primary_changed()),
                          onError: (error) => toast.error(error.message || m.wallet_card_save_failed()),
                        })
                      }
                      aria-label={m.wallet_card_make_primary_label({ wallet: wallet.address })}
                    >
                      {m.wallet_card_make_primary()}
                    </Button>
                  )}
                  <RemoveWalletDialog address={wallet.address} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {linking ? (
          <Suspense fallback={<Spinner label={m.wallet_loading()} />}>
            <LinkWalletButton
              onLinked={() => {
                setLinking(false);
                toast.success(m.wallet_card_saved());
              }}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => setLinking(false)}
            >
              {m.investment_cancel()}
            </Button>
          </Suspense>
        ) : (
          <Button type="button" variant="outline" className="self-start" onClick={() => setLinking(true)}>
            {list.length === 0 ? m.wallet_card_link_first() : m.wallet_card_link_another()}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
