import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import type { PublishState } from "./publish-state";

/** The publication's progress in words (publish-state.ts): each step says only what is known. */
export function PublishProgress({
  state,
  onRecordAgain,
}: {
  state: PublishState;
  onRecordAgain: () => void;
}) {
  switch (state.step) {
    case "idle":
      return null;
    case "awaiting_wallet":
      return <Waiting text="Waiting for your wallet: confirm the setMerkleRoot transaction there." />;
    case "sent":
      return (
        <div className="flex flex-col gap-2">
          <Waiting text="Sent. Waiting for the network to include the transaction..." />
          <TxHash hash={state.hash} />
          {state.delayed ? (
            <p className="text-slate-700 text-sm">
              The network is slow to answer. We keep watching the transaction: do not send it again.
            </p>
          ) : null}
        </div>
      );
    case "confirming":
      return (
        <div className="flex flex-col gap-2">
          <Waiting text="On chain. Confirming the publication with the server..." />
          <TxHash hash={state.hash} />
        </div>
      );
    case "published":
      return (
        <div className="flex flex-col gap-2">
          <Alert tone="success">Published: holders can claim this round now.</Alert>
          <TxHash hash={state.hash} />
        </div>
      );
    case "unrecorded":
      return (
        <div className="flex flex-col gap-2">
          <Alert tone="warning" className="flex-col items-start">
            <p>The transaction is on chain, but the round is not marked published yet: {state.message}</p>
            <Button variant="outline" size="sm" onClick={onRecordAgain}>
              Record the publication again
            </Button>
          </Alert>
          <TxHash hash={state.hash} />
        </div>
      );
    case "failed":
      return (
        <div className="flex flex-col gap-2">
          <Alert tone="danger">
            {failurePrefix[state.why]}
            {state.message}
          </Alert>
          {state.hash ? <TxHash hash={state.hash} /> : null}
        </div>
      );
  }
}

const failurePrefix = {
  refused: "Not sent: ",
  reverted: "Failed: ",
  cancelled: "Not published: ",
  replaced: "Not published: ",
} as const;

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

function TxHash({ hash }: { hash: string }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-slate-700">setMerkleRoot transaction</span>
      <CopyableValue value={hash} copyLabel="Copy transaction hash" />
    </div>
  );
}
