import { lazy, Suspense, useState } from "react";
import { toast } from "sonner";
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
        <CardTitle>Wallet Information</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          Payments from a linked wallet are credited to you automatically. You link a wallet by signing a
          message with it (no transaction, no fee).
        </p>
        {wallets.isPending && <Spinner label="Loading wallets..." />}
        {wallets.isError && <Alert tone="danger">Your wallets could not be loaded.</Alert>}
        {wallets.isSuccess && list.length === 0 && (
          <p className="text-sm text-slate-700">No wallet is linked to your account yet.</p>
        )}
        {list.length > 0 && (
          <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
            {list.map((wallet) => (
              <li key={wallet.address} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
                <span className="min-w-0 flex-1 break-all font-mono text-sm">{wallet.address}</span>
                <div className="flex items-center gap-2">
                  {wallet.primary ? (
                    <Badge>Primary</Badge>
                  ) : (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={makePrimary.isPending}
                      onClick={() =>
                        makePrimary.mutate(wallet.address, {
                          onSuccess: () => toast.success("Primary wallet changed."),
                          onError: (error) => toast.error(error.message || "Failed to save wallet address."),
                        })
                      }
                      aria-label={`Make ${wallet.address} primary`}
                    >
                      Make Primary
                    </Button>
                  )}
                  <RemoveWalletDialog address={wallet.address} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {linking ? (
          <Suspense fallback={<Spinner label="Loading wallets..." />}>
            <LinkWalletButton
              onLinked={() => {
                setLinking(false);
                toast.success("Wallet address saved successfully!");
              }}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => setLinking(false)}
            >
              Cancel
            </Button>
          </Suspense>
        ) : (
          <Button type="button" variant="outline" className="self-start" onClick={() => setLinking(true)}>
            {list.length === 0 ? "Link a Wallet" : "Link Another Wallet"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
