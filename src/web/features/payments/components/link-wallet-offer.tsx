import { lazy, Suspense } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Spinner } from "@/web/components/ui/spinner";

// wagmi and its connectors load only when a payment's sender has to be linked.
const LinkWalletButton = lazy(() => import("@/web/features/payments/wallet/link-wallet-button"));

/** The claim's sender is not linked to this account: link it by signature, then the claim is made again. */
export function LinkWalletOffer({
  wallet,
  message,
  onLinked,
}: {
  wallet: `0x${string}`;
  message: string;
  onLinked: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="warning" className="flex-col gap-1">
        <p className="font-semibold">Link the sending wallet</p>
        <p>{message}</p>
        <p className="break-all font-mono text-xs">{wallet}</p>
      </Alert>
      <Suspense fallback={<Spinner label="Loading wallet connection…" />}>
        <LinkWalletButton address={wallet} onLinked={onLinked} />
      </Suspense>
    </div>
  );
}
