import { m } from "@/paraglide/messages";
import { Alert } from "@/web/components/ui/alert";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import type { ClaimProgress } from "@/web/lib/claim-state";

/**
 * Where the claim is, in the words of claim-state.ts: "failed" only for a claim refused before it was
 * sent (with the reason) or reverted on chain.
 */
export function ClaimProgressView({
  state,
  explorerTxUrl,
  what,
}: {
  state: ClaimProgress;
  explorerTxUrl: string | null;
  /** What is claimed, in a few words: "Your 391.23 PXL", "12.50 USDT". */
  what: string;
}) {
  switch (state.step) {
    case "idle":
      return null;
    case "preparing":
      return <Waiting text={m.claim_progress_preparing()} />;
    case "awaiting_wallet":
      return <Waiting text={m.claim_progress_awaiting_wallet()} />;
    case "sent":
    case "confirming":
      return (
        <div className="flex flex-col gap-2">
          <Waiting text={state.step === "sent" ? m.claim_progress_sent() : m.claim_progress_confirming()} />
          <ClaimTransaction hash={state.hash} explorerTxUrl={explorerTxUrl} />
          {state.delayed && <p className="text-slate-700 text-sm">{m.claim_progress_delayed()}</p>}
          <p className="text-slate-600 text-sm">{m.claim_progress_do_not_repeat()}</p>
        </div>
      );
    case "claimed":
      return (
        <div className="flex flex-col gap-2">
          <Alert tone="success">
            <span>
              <strong>{m.claim_progress_claimed_title()}</strong> {m.claim_progress_claimed_text({ what })}
            </span>
          </Alert>
          <ClaimTransaction hash={state.hash} explorerTxUrl={explorerTxUrl} />
        </div>
      );
    case "failed":
      return (
        <div className="flex flex-col gap-2">
          <Alert tone="danger">
            <span>
              <strong>{failureTitle[state.reason]()}</strong> {state.message}
            </span>
          </Alert>
          {state.hash && <ClaimTransaction hash={state.hash} explorerTxUrl={explorerTxUrl} />}
        </div>
      );
  }
}

const failureTitle = {
  declined: m.claim_failure_not_sent,
  refused: m.claim_failure_not_sent,
  cancelled: m.claim_failure_cancelled,
  replaced: m.claim_failure_not_sent,
  reverted: m.claim_failure_reverted,
} as const;

/** The claim's transaction: its hash to copy and, off the demo chain, its page on the explorer. */
export function ClaimTransaction({ hash, explorerTxUrl }: { hash: string; explorerTxUrl: string | null }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      <span className="font-medium">{m.claim_transaction_title()}</span>
      <CopyableValue value={hash} copyLabel={m.claim_copy_hash()} testId="claim-hash" />
      {explorerTxUrl && (
        <a
          className="inline-flex min-h-11 items-center self-start text-brand-700 underline-offset-4 hover:underline"
          href={`${explorerTxUrl}${hash}`}
          target="_blank"
          rel="noreferrer"
        >
          {m.claim_view_explorer()}
        </a>
      )}
    </div>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-slate-700 text-sm">
      <span
        aria-hidden
        className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600 motion-reduce:animate-[spin_2s_linear_infinite]"
      />
      {text}
    </p>
  );
}
