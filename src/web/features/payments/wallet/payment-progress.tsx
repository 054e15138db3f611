import { formatPxl, formatUsdtExact } from "@/shared/format/money";
import { paymentStatusLabel } from "@/shared/format/statuses";
import { microTokensForAmount } from "@/shared/sale/rules";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import type { WalletPayment } from "./payment-state";

/**
 * Where the wallet payment is, in the words of payment-state.ts: "failed" appears only for a
 * transfer the chain reverted; before the wallet sent anything it is "not sent".
 */
export function PaymentProgress({
  state,
  explorerTxUrl,
  onNewPayment,
}: {
  state: WalletPayment;
  explorerTxUrl: string | null;
  onNewPayment: () => void;
}) {
  switch (state.step) {
    case "idle":
      return null;
    case "preparing":
      return <Waiting text="Preparing the payment..." />;
    case "awaiting_wallet":
      return <Waiting text="Confirm the payment in your wallet..." />;
    case "sent":
    case "seen":
    case "processing":
      return (
        <div className="flex flex-col gap-2">
          {state.step === "processing" ? (
            <Alert tone="info">
              <span>
                <strong>Processing...</strong> Your payment is on chain and is credited once it is final.
              </span>
            </Alert>
          ) : (
            <Waiting
              text={
                state.step === "sent"
                  ? "Payment sent. Waiting for the network to include it..."
                  : "Payment on chain. Registering it with the sale..."
              }
            />
          )}
          <Sent hash={state.hash} explorerTxUrl={explorerTxUrl} />
          {state.delayed && (
            <p className="text-sm text-slate-700">
              The network is slow to answer. We keep watching your payment: it is safe.
            </p>
          )}
          <p className="text-sm text-slate-600">
            Do not pay again: this payment is on its way. It is credited to your account once final (a few
            minutes on Arbitrum); you can leave this page, the dashboard follows it.
          </p>
        </div>
      );
    case "credited":
      return (
        <div className="flex flex-col gap-2">
          <Alert tone="success">
            <span>
              <strong>Payment {paymentStatusLabel.verified}!</strong>
              {state.creditedMicroUsdt === null
                ? // Credited already (the indexer was first): the portfolio has the figures.
                  " Your tokens are in your portfolio."
                : ` ${formatUsdtExact(state.creditedMicroUsdt)}: ${formatPxl(
                    microTokensForAmount(state.creditedMicroUsdt),
                  )} added to your portfolio.`}
            </span>
          </Alert>
          <Sent hash={state.hash} explorerTxUrl={explorerTxUrl} />
          <NewPayment onClick={onNewPayment} />
        </div>
      );
    case "unclaimed":
      return (
        <div className="flex flex-col gap-2">
          <Alert tone="warning">
            <span>
              <strong>Your payment is on chain, but not credited to this account yet.</strong> {state.message}
            </span>
          </Alert>
          <Sent hash={state.hash} explorerTxUrl={explorerTxUrl} />
          <NewPayment onClick={onNewPayment} />
        </div>
      );
    case "failed":
      return (
        <Alert tone="danger">
          <span>
            <strong>{failureTitle[state.reason]}</strong> {state.message}
          </span>
        </Alert>
      );
  }
}

const failureTitle = {
  declined: "Payment not sent.",
  wallet: "Payment not sent.",
  cancelled: "Payment cancelled.",
  reverted: "Payment failed.",
} as const;

function Sent({ hash, explorerTxUrl }: { hash: string; explorerTxUrl: string | null }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      <span className="font-medium">Transaction hash</span>
      <CopyableValue value={hash} copyLabel="Copy transaction hash" testId="payment-hash" />
      <div className="flex flex-wrap items-center gap-2">
        {explorerTxUrl && (
          <a
            className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline"
            href={`${explorerTxUrl}${hash}`}
            target="_blank"
            rel="noreferrer"
          >
            View on Arbiscan
          </a>
        )}
      </div>
    </div>
  );
}

function NewPayment({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" variant="outline" className="min-h-11 self-start" onClick={onClick}>
      Make another payment
    </Button>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
      <span
        aria-hidden
        className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600 motion-reduce:animate-[spin_2s_linear_infinite]"
      />
      {text}
    </p>
  );
}
