import { m } from "@/paraglide/messages";
import type { ClaimTransaction } from "@/shared/distribution/holder-claims";
import { formatDateTime } from "@/shared/format/dates";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import { cn } from "@/web/lib/cn";

/**
 * The claim transactions the site has seen on chain, oldest first: still there after a reload,
 * whoever sent them. One not yet final is said to be confirming (a reorganisation could still undo it).
 */
export function ClaimHistory({
  transactions,
  formatAmount,
  explorerTxUrl,
  className,
}: {
  transactions: ClaimTransaction[];
  /** The distributor's token in words: "391.23 PXL", "12.50 USDT". */
  formatAmount: (units: string) => string;
  explorerTxUrl: string | null;
  className?: string;
}) {
  if (transactions.length === 0) return null;
  return (
    <ul className={cn("flex flex-col gap-2", className)} aria-label={m.claim_history_label()}>
      {transactions.map((t) => (
        <li
          key={t.txHash}
          className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
          data-testid="claim-transaction"
        >
          <span className="text-slate-700">
            {(t.final ? m.claim_history_confirmed : m.claim_history_confirming)({
              amount: formatAmount(t.amountUnits),
              time: formatDateTime(t.blockTime),
            })}
          </span>
          <CopyableValue value={t.txHash} copyLabel={m.claim_copy_hash()} />
          {explorerTxUrl && (
            <a
              className="inline-flex min-h-11 items-center self-start text-brand-700 underline-offset-4 hover:underline"
              href={`${explorerTxUrl}${t.txHash}`}
              target="_blank"
              rel="noreferrer"
            >
              {m.claim_view_explorer()}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
