import { lazy, Suspense } from "react";
import { m } from "@/paraglide/messages";
import { Spinner } from "@/web/components/ui/spinner";
import type { ClaimWithWalletProps } from "./claim-with-wallet";

const ClaimWithWallet = lazy(() => import("./claim-with-wallet"));

/** The claim flow as the distribution cards take it: wagmi loads when a claim is drawn. */
export function claimSlot(props: ClaimWithWalletProps) {
  return (
    <Suspense fallback={<Spinner label={m.claim_public_loading_wallets()} />}>
      <ClaimWithWallet {...props} />
    </Suspense>
  );
}
