import { lazy, Suspense } from "react";
import { m } from "@/paraglide/messages";
import type { PublicRound } from "@/shared/distribution/holder-claims";
import { Spinner } from "@/web/components/ui/spinner";
import type { LeafClaimSlotProps } from "@/web/features/distribution/components/claim-renderer";
import { richMessage } from "@/web/features/distribution/lib/rich-message";
import { usePublicChain } from "@/web/lib/public-chain";
import { useSession } from "@/web/lib/session";
import type { RoundWalletTarget } from "./round-wallet";

const RoundWallet = lazy(() => import("./round-wallet"));

/**
 * The claims on the public round page, for anyone holding a leaf, registered or not. A visitor's
 * wallet reads the chain through its own provider; a signed-in person's through the site's relay.
 * The call itself is named too, for any other tool.
 */
function PublicClaim(props: RoundWalletTarget) {
  const session = useSession();
  const chain = usePublicChain();
  if (session.isPending) return <Spinner label={m.claim_public_loading()} />;
  const signedIn = Boolean(session.data);
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {props.round && !signedIn && chain.data?.demo && (
        <p className="text-slate-600 text-sm">{m.claim_public_demo()}</p>
      )}
      <Suspense fallback={<Spinner label={m.claim_public_loading_wallets()} />}>
        <RoundWallet {...props} signedIn={signedIn} />
      </Suspense>
      <p className="text-slate-600 text-sm">
        {richMessage(
          props.round ? m.claim_public_other_tool_round : m.claim_public_other_tool_leaf,
          {},
          { call: <span className="font-mono">claim(account, amount, root, proof)</span> },
        )}
      </p>
    </div>
  );
}

/** One leaf's claim, from the list of leaves. */
export const publicClaimSlot = (props: LeafClaimSlotProps) => <PublicClaim {...props} />;

/** The claim of the connected wallet's own leaf (or an account entered), above the leaves. */
export const publicRoundClaimSlot = ({
  round,
  explorerTxUrl,
}: {
  round: PublicRound;
  explorerTxUrl: string | null;
}) => <PublicClaim round={round} explorerTxUrl={explorerTxUrl} />;
