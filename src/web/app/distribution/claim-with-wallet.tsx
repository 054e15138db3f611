import type { HolderClaim } from "@/shared/distribution/holder-claims";
import { ClaimFlow } from "@/web/features/distribution/wallet/claim-flow";
import { ConnectWallet } from "@/web/features/payments/wallet/connect-wallet";
import { isDeclined, walletErrorMessage } from "@/web/features/payments/wallet/wallet-errors";
import { WalletProvider } from "@/web/features/payments/wallet/wallet-provider";

export interface ClaimWithWalletProps {
  claim: HolderClaim;
  label: string;
  what: string;
  explorerTxUrl: string | null;
}

const errors = { isDeclined, message: walletErrorMessage };

/**
 * The claim flow (distribution) in the site's wallet setup (payments): composed here because a feature
 * never imports another. Loaded lazily, so wagmi reaches only the pages where someone claims.
 */
export default function ClaimWithWallet(props: ClaimWithWalletProps) {
  return (
    <WalletProvider>
      <ClaimFlow
        {...props}
        errors={errors}
        connectWallet={(onError) => <ConnectWallet onError={onError} />}
      />
    </WalletProvider>
  );
}
