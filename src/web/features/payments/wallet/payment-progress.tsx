import { m } from "@/paraglide/messages";
import { formatPxl, formatUsdtExact } from "@/shared/format/money";
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
      return <Waiting text={m.wallet_progress_preparing()} />;
    case "awaiting_wallet":
      return <Waiting text={m.wallet_progress_confirm_in_wallet()} />;
    case "sent":
    case "seen":
    case "processing":
      return (
        <div className="flex flex-col gap-2">
          {state.step === "processing" ? (
            <Alert tone="info">
              <span>
                <strong>{m.payments_status_pending()}</strong> {m.wallet_progress_processing_text()}
              </span>
            </Alert>
          ) : (
            <Waiting text={state.step === "sent" ? m.wallet_progress_sent() : m.wallet_progress_seen()} />
          )}
          <Sent hash={state.hash} explorerTxUrl={explorerTxUrl} />
          {state.delayed && <p className="text-sm text-slate-700">{m.wallet_progress_delayed()}</p>}
          <p className="text-sm text-slate-600">{m.wallet_progress_do_not_pay_again()}</p>
        </div>
      );
    case "credited":
      return (
        <div className="flex flex-col gap-2">
          <Alert tone="success">
            <span>
              <strong>{m.wallet_progress_verified_title()}</strong>{" "}
              {state.creditedMicroUsdt === null
                ? // Credited already (the indexer was first): the portfolio has the figures.
                  m.wallet_progress_in_portfolio()
                : m.wallet_progress_added({
                    amount: formatUsdtExact(state.creditedMicroUsdt),
                    tokens: formatPxl(microTokensForAmount(state.creditedMicroUsdt)),
                  })}
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
              <strong>{m.wallet_progress_unclaimed_title()}</strong> {state.message}
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
            <strong>{failureTitle[state.reason]()}</strong> {state.message}
          </span>
        </Alert>
      );
  }
}

const failureTitle = {
  declined: m.wallet_progress_not_sent,
  wallet: m.wallet_progress_not_sent,
  cancelled: m.wallet_progress_cancelled,
  replaced: m.wallet_progress_not_sent,
  reverted: m.wallet_progress_failed,
} as const;

function Sent({ hash, explorerTxUrl }: { hash: string; explorerTxUrl: string | null }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      <span className="font-medium">{m.payments_result_hash_copied_label()}</span>
      <CopyableValue value={hash} copyLabel={m.wallet_progress_copy_hash()} testId="payment-hash" />
      <div className="flex flex-wrap items-center gap-2">
        {explorerTxUrl && (
          <a
            className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline"
            href={`${explorerTxUrl}${hash}`}
            target="_blank"
            rel="noreferrer"
          >
            {m.wallet_progress_view_arbiscan()}
          </a>
        )}
      </div>
    </div>
  );
}

function NewPayment({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" variant="outline" className="min-h-11 self-start" onClick={onClick}>
      {m.wallet_progress_new_payment()}
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
