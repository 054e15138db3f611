import { CheckCircle2Icon, CopyIcon, ExternalLinkIcon, LoaderCircleIcon } from "lucide-react";
import { m } from "@/paraglide/messages";
import { formatPxl, formatUsdtExact } from "@/shared/format/money";
import { microTokensForAmount } from "@/shared/sale/rules";
import { Button } from "@/web/components/ui/button";
import type { ClaimOutcome } from "@/web/features/payments/api/claim-payment";
import { copyText } from "@/web/lib/copy-text";

type Result = Extract<ClaimOutcome, { kind: "credited" | "processing" }> & { hash: string };

/** The dialog after a claim: "Transaction Verified!" or "Processing...", with Copy Hash, the explorer and Done. */
export function ClaimResult({
  result,
  explorerTxUrl,
  updating,
  onDone,
}: {
  result: Result;
  explorerTxUrl: string | null;
  updating: boolean;
  onDone: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      {result.kind === "credited" ? (
        <Verified result={result} updating={updating} />
      ) : (
        <Processing result={result} />
      )}
      <p className="break-all rounded-lg bg-slate-50 p-3 font-mono text-xs">{result.hash}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button
          type="button"
          variant="outline"
          onClick={() => void copyText(result.hash, m.payments_result_hash_copied_label())}
        >
          <CopyIcon aria-hidden="true" />
          {m.payments_result_copy_hash()}
        </Button>
        {explorerTxUrl ? (
          <Button asChild variant="outline">
            <a href={`${explorerTxUrl}${result.hash}`} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden="true" />
              {m.payments_result_view_explorer()}
            </a>
          </Button>
        ) : null}
        <Button type="button" onClick={onDone}>
          {m.payments_done()}
        </Button>
      </div>
    </div>
  );
}

function Verified({
  result,
  updating,
}: {
  result: Extract<Result, { kind: "credited" }>;
  updating: boolean;
}) {
  const credited = result.creditedMicroUsdt;
  return (
    <div className="flex flex-col items-center gap-2 text-center" role="status">
      <CheckCircle2Icon className="size-12 text-emerald-600" aria-hidden="true" />
      <h3 className="font-semibold text-lg">{m.payments_result_verified_title()}</h3>
      <p className="text-slate-600 text-sm">
        {credited === null
          ? m.payments_result_already_credited()
          : m.payments_result_credited({
              amount: formatUsdtExact(credited),
              tokens: formatPxl(microTokensForAmount(credited)),
            })}
      </p>
      {updating ? <p className="text-brand-700 text-sm">{m.payments_result_updating()}</p> : null}
    </div>
  );
}

function Processing({ result }: { result: Extract<Result, { kind: "processing" }> }) {
  return (
    <div className="flex flex-col items-center gap-2 text-center" role="status">
      <LoaderCircleIcon
        className="size-12 animate-spin text-amber-600 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <h3 className="font-semibold text-lg">{m.payments_status_pending()}</h3>
      <p className="text-slate-600 text-sm">
        {m.payments_result_processing_text({ amount: formatUsdtExact(result.amountMicroUsdt) })}
      </p>
    </div>
  );
}
