import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  type PublishRoundRequest,
  publishRoundRequestSchema,
  type RoundPublishing,
} from "@/shared/distribution/round-publishing";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { TextField } from "@/web/components/ui/field";
import { PublishProgress } from "./publish-progress";
import { publishBusy } from "./publish-state";
import { type PublishWallet, usePublishRound } from "./use-publish-round";

type Hash = `0x${string}`;
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The Publish button and what follows it, for the connected wallet `account` (undefined while none
 * is connected: `walletControls` offers to connect). Publishing waits for a funded distributor, since a
 * root whose claims the distributor cannot pay would fail the holders who claim last.
 */
export function PublishFlow({
  publishing,
  account,
  wallet,
  walletControls,
  onPublished,
  onBusyChange,
}: {
  publishing: RoundPublishing;
  account: string | undefined;
  wallet: PublishWallet;
  walletControls?: React.ReactNode;
  onPublished: () => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const flow = usePublishRound(publishing.kind, publishing.roundId, wallet, onPublished);
  const busy = publishBusy(flow.state);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  const short = BigInt(publishing.shortfall) > 0n;
  const notOwner = account !== undefined && !sameAddress(account, publishing.owner);
  const done = flow.state.step === "published" || publishing.status === "published";
  // The root is already on chain (a transaction sent from another device, or a page closed before the
  // server heard of it): what is left is to record that transaction.
  const alreadySet = publishing.currentRoot === publishing.root && !done;

  return (
    <div className="flex flex-col gap-3">
      {publishing.status === "published" ? <Alert tone="success">This round is published.</Alert> : null}
      {walletControls}
      {notOwner ? (
        <Alert tone="warning">
          The connected wallet is not the distributor's owner ({publishing.owner}): the network will refuse
          its setMerkleRoot. Connect the owner's wallet.
        </Alert>
      ) : null}
      {!done && account !== undefined && !alreadySet ? (
        <Button
          className="self-start"
          disabled={busy || short}
          aria-busy={busy || undefined}
          onClick={() => void flow.publish(publishing.root as Hash)}
        >
          Publish
        </Button>
      ) : null}
      <PublishProgress state={flow.state} onRecordAgain={() => void flow.recordAgain()} />
      {alreadySet && flow.state.step === "idle" ? <RecordSentTransaction onRecord={flow.recordSent} /> : null}
    </div>
  );
}

/** The hash of a setMerkleRoot already sent, checked by the shared schema before it is sent. */
function RecordSentTransaction({ onRecord }: { onRecord: (hash: Hash) => void }) {
  const [sending, setSending] = useState(false);
  const form = useForm<PublishRoundRequest, unknown, z.output<typeof publishRoundRequestSchema>>({
    resolver: zodResolver(publishRoundRequestSchema),
    defaultValues: { txHash: "" },
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit(({ txHash }) => {
        setSending(true);
        onRecord(txHash);
      })}
    >
      <Alert tone="info">
        The distributor's root is already this round's. Enter the hash of the setMerkleRoot transaction that
        set it, and the server checks it on chain.
      </Alert>
      <TextField
        label="Transaction hash"
        autoComplete="off"
        spellCheck={false}
        error={form.formState.errors.txHash?.message}
        {...form.register("txHash")}
      />
      <Button type="submit" variant="outline" className="self-start" disabled={sending}>
        Record the publication
      </Button>
    </form>
  );
}
