import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import { type ClaimProgress, canClaim } from "@/web/lib/claim-state";

/**
 * A holder's "Claim on behalf" and what follows it, in one table cell. Without `onSend` (no wallet
 * connected on the distributor's chain) the button waits for one.
 */
export function ClaimOnBehalf({
  state,
  who,
  amount,
  onSend,
}: {
  state: ClaimProgress;
  /** Whose claim, for the button's accessible name: the holder's e-mail. */
  who: string;
  /** What it pays, formatted: "391.23 PXL". */
  amount: string;
  onSend: (() => void) | null;
}) {
  const idle = canClaim(state);
  return (
    <div className="flex flex-col items-start gap-2">
      {!onSend && idle ? (
        <Button
          size="sm"
          variant="outline"
          disabled
          aria-label={`Claim on behalf of ${who}: connect a wallet first`}
        >
          Claim on behalf
        </Button>
      ) : state.step !== "claimed" ? (
        <Button
          size="sm"
          disabled={!idle || !onSend}
          aria-busy={!idle || undefined}
          aria-label={`Claim on behalf of ${who} (${amount})`}
          onClick={() => onSend?.()}
        >
          Claim on behalf
        </Button>
      ) : null}
      <ClaimOnBehalfProgress state={state} />
    </div>
  );
}

/** Where the claim is, saying no more than is known: "failed" only when refused or reverted. */
export function ClaimOnBehalfProgress({ state }: { state: ClaimProgress }) {
  switch (state.step) {
    case "idle":
      return null;
    case "preparing":
      return <Waiting text="Checking the claim..." />;
    case "awaiting_wallet":
      return <Waiting text="Waiting for your wallet: confirm the claim there." />;
    case "sent":
    case "confirming":
      return (
        <div className="flex flex-col gap-1">
          <Waiting
            text={
              state.step === "sent"
                ? "Sent. Waiting for the network..."
                : "Confirmed on chain. Updating the row..."
            }
          />
          <TxHash hash={state.hash} />
          {state.delayed ? (
            <p className="text-slate-700 text-xs">The network is slow to answer: do not send it again.</p>
          ) : null}
        </div>
      );
    case "claimed":
      return (
        <div className="flex flex-col gap-1">
          <p role="status" className="font-medium text-emerald-800 text-sm">
            Confirmed: claimed on chain.
          </p>
          <TxHash hash={state.hash} />
        </div>
      );
    case "failed":
      return (
        <div className="flex flex-col gap-1">
          <Alert tone="danger" className="text-xs">
            {state.reason === "declined" || state.reason === "refused" ? "Not sent: " : "Failed: "}
            {state.message}
          </Alert>
          {state.hash ? <TxHash hash={state.hash} /> : null}
        </div>
      );
  }
}

function Waiting({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-slate-700 text-xs">
      <span
        aria-hidden
        className="size-3.5 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600 motion-reduce:animate-[spin_2s_linear_infinite]"
      />
      {text}
    </p>
  );
}

function TxHash({ hash }: { hash: string }) {
  return <CopyableValue value={hash} copyLabel="Copy claim transaction hash" testId="claim-on-behalf-hash" />;
}
