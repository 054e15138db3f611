import { formatUnits } from "@/shared/money/units";
import { microTokensForAmount } from "@/shared/sale/rules";
import { Alert } from "@/web/components/ui/alert";
import type { PaymentState } from "./use-wallet-payment";

/** Where the wallet payment is: confirm in the wallet, sent, Processing... (not final), credited. */
export function PaymentProgress({ state }: { state: PaymentState }) {
  switch (state.step) {
    case "idle":
      return null;
    case "confirm":
      return <Waiting text="Confirm the payment in your wallet..." />;
    case "sent":
      return <Waiting text="Payment sent. Waiting for the network..." />;
    case "processing":
      return (
        <Alert tone="info">
          <span>
            <strong>Processing...</strong> Your payment is on chain and is credited once it is final. You can
            leave this page.
          </span>
        </Alert>
      );
    case "credited":
      return (
        <Alert tone="success">
          <span>
            <strong>Payment credited!</strong>
            {state.creditedMicroUsdt === null
              ? // Credited already (the indexer was first): the portfolio has the figures.
                " Your tokens are in your portfolio."
              : ` ${formatUnits(state.creditedMicroUsdt)} USDT: ${formatUnits(
                  microTokensForAmount(state.creditedMicroUsdt),
                )} PXL added to your portfolio.`}
          </span>
        </Alert>
      );
    case "failed":
      return (
        <Alert tone="danger">
          <span>
            <strong>Payment failed.</strong> {state.message}
          </span>
        </Alert>
      );
  }
}

function Waiting({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
      <span
        aria-hidden
        className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600 motion-reduce:animate-[spin_2s_linear_infinite]"
      />
      {text}
    </p>
  );
}
