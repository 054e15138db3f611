import { lazy } from "react";
import { adminMeta } from "@/web/features/admin/components/admin-meta";
import { ConsolePage } from "@/web/features/admin/components/console-page";
import { DistributionConsole } from "@/web/features/admin/distribution/components/distribution-console";
import { WalletSlotContext } from "@/web/features/admin/distribution/publish/wallet-slot";

// wagmi loads only once an operator opens a round's publication.
const WalletSession = lazy(() => import("@/web/features/payments/wallet/wallet-session"));

export const meta = () => adminMeta("Distribution");

/** /admin/distribution: the next PXL round (holders, amounts, exclusions), its draft and its publication. */
export default function DistributionPage() {
  return (
    <ConsolePage
      title="Distribution"
      description="Who receives PXL in the next round and who does not yet, and why. Save the round as a draft, then publish its Merkle root with the academy's wallet: holders claim from then on."
    >
      <WalletSlotContext.Provider value={WalletSession}>
        <DistributionConsole />
      </WalletSlotContext.Provider>
    </ConsolePage>
  );
}
