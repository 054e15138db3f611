import { lazy } from "react";
import { adminMeta } from "@/web/features/admin/components/admin-meta";
import { ConsolePage } from "@/web/features/admin/components/console-page";
import { DividendsConsole } from "@/web/features/admin/distribution/components/dividends-console";
import { WalletSlotContext } from "@/web/features/admin/distribution/publish/wallet-slot";

// wagmi loads only once an operator opens a round's publication.
const WalletSession = lazy(() => import("@/web/features/payments/wallet/wallet-session"));

export const meta = () => adminMeta("Dividends");

/** /admin/dividends: a half-year's dividend (10% of the profit) previewed, saved and published in USDT. */
export default function DividendsPage() {
  return (
    <ConsolePage
      title="Dividends"
      description="10% of a closed half-year's profit, shared among PXL holders at its record date; what the rounding down leaves stays with the academy. Preview, save as a draft, then publish with the academy's wallet."
    >
      <WalletSlotContext.Provider value={WalletSession}>
        <DividendsConsole />
      </WalletSlotContext.Provider>
    </ConsolePage>
  );
}
