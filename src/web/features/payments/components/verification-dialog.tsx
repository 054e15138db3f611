import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages";
import { claimFormSchema } from "@/shared/investment/claim-form";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import {
  type ClaimOutcome,
  claimUntilSettled,
  useClaimPayment,
} from "@/web/features/payments/api/claim-payment";
import { AttributionRequestForm } from "@/web/features/payments/components/attribution-request-form";
import { ExchangePayerOffer, LinkWalletOffer } from "@/web/features/payments/components/link-wallet-offer";
import { ClaimResult } from "@/web/features/payments/components/verification-result";
import { useAccountSignals } from "@/web/lib/account-live";
import { usePublicChain } from "@/web/lib/public-chain";
import { queryKeys } from "@/web/lib/query-keys";

/** The spec's schedule after a successful claim, from the moment it is shown. */
export const NOTE_AFTER_MS = 500;
export const REFRESH_AFTER_MS = NOTE_AFTER_MS + 500;
export const CLOSE_AFTER_MS = REFRESH_AFTER_MS + 2_000;

type Finished = Extract<ClaimOutcome, { kind: "credited" | "processing" }> & { hash: string };

/**
 * Claims a payment by its transaction hash. Input, then busy ("Verifying..."), then success
 * (the updating note after 0.5 s, the payments refreshed 0.5 s later, closed 2 s after that), a
 * payment seen but not final ("Processing..."), the offer to link the sending wallet, or failure.
 * Closing resets it: the panel's state lives only while the dialog is open.
 */
export function VerificationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={m.payments_verify_title()} description={m.payments_verify_description()}>
        <VerificationPanel close={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function VerificationPanel({ close }: { close: () => void }) {
  const inputId = useId();
  const chain = usePublicChain();
  const claim = useClaimPayment();
  const [hash, setHash] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [link, setLink] = useState<Extract<ClaimOutcome, { kind: "link_wallet" }> | null>(null);
  const [finished, setFinished] = useState<Finished | null>(null);
  const [attribution, setAttribution] = useState(false);

  const settle = (outcome: ClaimOutcome, claimed: string) => {
    if (outcome.kind === "failed") {
      setFailure(outcome.message);
      toast.error(outcome.notice);
    } else if (outcome.kind === "link_wallet") setLink(outcome);
    else {
      if (outcome.kind === "credited") toast.success(m.payments_verify_success_toast());
      setFinished({ ...outcome, hash: claimed });
    }
  };

  const submit = (text: string) => {
    const parsed = claimFormSchema.safeParse({ hash: text });
    if (!parsed.success) {
      setFailure(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFailure(null);
    setLink(null);
    claim.mutate(parsed.data.hash, { onSuccess: (outcome) => settle(outcome, parsed.data.hash) });
  };

  if (finished) {
    return (
      <Finished
        result={finished}
        explorerTxUrl={chain.data?.explorerTxUrl ?? null}
        close={close}
        onSettled={(outcome) => {
          // Refused while it was processing (for example a reorganisation dropped it): back to the form.
          if (outcome.kind !== "credited") setFinished(null);
          settle(outcome, finished.hash);
        }}
      />
    );
  }

  if (attribution) {
    return <AttributionRequestForm hash={hash} onBack={() => setAttribution(false)} onDone={close} />;
  }

  const busy = claim.isPending;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(hash);
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm">
        <span className="text-slate-600">{m.investment_purchase_dialog_wallet()}</span>
        {chain.data ? (
          <CopyableValue
            value={chain.data.saleWallet}
            copyLabel={m.investment_copy_wallet_address()}
            testId="target-wallet"
          />
        ) : (
          <span className="text-xs">{m.investment_loading_short()}</span>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{m.payments_transaction_hash()}</Label>
        <Input
          id={inputId}
          value={hash}
          placeholder="0x..."
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          aria-invalid={failure !== null || undefined}
          onChange={(event) => setHash(event.target.value)}
          disabled={busy}
        />
      </div>
      {failure ? (
        <Alert tone="danger" className="flex-col gap-1">
          <p className="font-semibold">{m.payments_verify_failed_title()}</p>
          <p>{failure}</p>
        </Alert>
      ) : null}
      {link ? (
        <LinkWalletOffer
          wallet={link.wallet}
          message={link.message}
          onLinked={() => submit(hash)}
          onRequestAttribution={() => setAttribution(true)}
        />
      ) : (
        <ExchangePayerOffer onRequestAttribution={() => setAttribution(true)} />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={close}>
          {m.investment_cancel()}
        </Button>
        <Button type="submit" disabled={busy || hash.trim() === ""}>
          {busy ? m.payments_verify_busy() : m.payments_verify_submit()}
        </Button>
      </div>
    </form>
  );
}

/**
 * A claim that went through: credited (the spec's timed success), or seen and not final yet, which
 * the dialog follows until the payment is credited.
 */
function Finished({
  result,
  explorerTxUrl,
  close,
  onSettled,
}: {
  result: Finished;
  explorerTxUrl: string | null;
  close: () => void;
  onSettled: (outcome: Exclude<ClaimOutcome, { kind: "processing" }>) => void;
}) {
  const queryClient = useQueryClient();
  const signals = useAccountSignals();
  const [updating, setUpdating] = useState(false);
  const credited = result.kind === "credited";
  // The schedule starts once: a re-render of the panel (new callbacks) must not restart it.
  const closeRef = useRef(close);
  closeRef.current = close;
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;

  useEffect(() => {
    if (credited) return;
    let alive = true;
    void claimUntilSettled(result.hash, {
      alive: () => alive,
      // Asked again at once: the payment may have settled between the first answer and now.
      nextChange: () => signals.nextChange("payments"),
      onProcessing: () => void queryClient.invalidateQueries({ queryKey: queryKeys.payments }),
    }).then((outcome) => {
      if (outcome) settledRef.current(outcome);
    });
    return () => {
      alive = false;
    };
  }, [credited, result.hash, queryClient, signals]);

  useEffect(() => {
    if (!credited) return;
    const timers = [
      setTimeout(() => setUpdating(true), NOTE_AFTER_MS),
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: queryKeys.payments }),
        REFRESH_AFTER_MS,
      ),
      setTimeout(() => closeRef.current(), CLOSE_AFTER_MS),
    ];
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [credited, queryClient]);

  return <ClaimResult result={result} explorerTxUrl={explorerTxUrl} updating={updating} onDone={close} />;
}
