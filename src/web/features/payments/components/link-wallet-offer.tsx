import { lazy, Suspense } from "react";
import { m } from "@/paraglide/messages";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import { Spinner } from "@/web/components/ui/spinner";

// wagmi and its connectors load only when a payment's sender has to be linked.
const LinkWalletButton = lazy(() => import("@/web/features/payments/wallet/link-wallet-button"));

/**
 * The claim's sender is not linked to this account: link it by signature, then the claim is made
 * again; or, when that wallet cannot sign (an exchange's), ask an operator to attribute the payment.
 */
export function LinkWalletOffer({
  wallet,
  message,
  onLinked,
  onRequestAttribution,
}: {
  wallet: `0x${string}`;
  message: string;
  onLinked: () => void;
  onRequestAttribution: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="warning" className="flex-col gap-1">
        <p className="font-semibold">{m.payments_link_sender_title()}</p>
        <p>{message}</p>
        <CopyableValue value={wallet} copyLabel={m.payments_link_sender_copy()} />
      </Alert>
      <Suspense fallback={<Spinner label={m.payments_link_sender_loading()} />}>
        <LinkWalletButton address={wallet} onLinked={onLinked} />
      </Suspense>
      <ExchangePayerOffer onRequestAttribution={onRequestAttribution} />
    </div>
  );
}

/** For a payment sent from an exchange: its wallet cannot sign, so an operator attributes it instead. */
export function ExchangePayerOffer({ onRequestAttribution }: { onRequestAttribution: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-slate-600 text-sm">
      {m.payments_exchange_payer_question()}
      <Button type="button" variant="link" className="h-11 px-0" onClick={onRequestAttribution}>
        {m.payments_attribution_title()}
      </Button>
    </p>
  );
}
