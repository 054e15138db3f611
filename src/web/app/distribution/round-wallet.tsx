import type { PublicRound } from "@/shared/distribution/holder-claims";
import type { LeafClaimSlotProps } from "@/web/features/distribution/components/claim-renderer";
import { CumulativeClaim } from "@/web/features/distribution/wallet/cumulative-claim";
import { RoundWalletClaim } from "@/web/features/distribution/wallet/round-wallet-claim";
import { VisitorWalletProvider } from "@/web/features/distribution/wallet/visitor-wallet-provider";
import { ConnectWallet } from "@/web/features/payments/wallet/connect-wallet";
import { isDeclined, walletErrorMessage } from "@/web/features/payments/wallet/wallet-errors";
import { WalletProvider } from "@/web/features/payments/wallet/wallet-provider";

/** What is claimed: the round (the connected wallet's leaf, or an account entered), or one leaf. */
export type RoundWalletTarget =
  | { round: PublicRound; explorerTxUrl: string | null }
  | ({ round?: undefined } & LeafClaimSlotProps);

export type RoundWalletProps = RoundWalletTarget & { signedIn: boolean };

const errors = { isDeclined, message: walletErrorMessage };
const connectWallet = (onError: (message: string | null) => void) => <ConnectWallet onError={onError} />;

/**
 * The public round page's claims in a wallet setup: a signed-in person's is the site's (reads through
 * its relay, the demo wallets on the demo chain); a visitor's is the browser wallet's own provider,
 * since the relay serves signed-in people only. Loaded lazily: wagmi reaches only this page's claims.
 */
export default function RoundWallet(props: RoundWalletProps) {
  const content = props.round ? (
    <RoundWalletClaim
      round={props.round}
      explorerTxUrl={props.explorerTxUrl}
      connectWallet={connectWallet}
      errors={errors}
    />
  ) : (
    <CumulativeClaim
      claim={props.claim}
      kind={props.kind}
      label={props.label}
      explorerTxUrl={props.explorerTxUrl}
      connectWallet={connectWallet}
      errors={errors}
    />
  );
  return props.signedIn ? (
    <WalletProvider>{content}</WalletProvider>
  ) : (
    <VisitorWalletProvider>{content}</VisitorWalletProvider>
  );
}
