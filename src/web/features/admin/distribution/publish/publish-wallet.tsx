import { useMemo } from "react";
import { BaseError, ContractFunctionRevertedError } from "viem";
import { type Config, useConfig } from "wagmi";
import { getPublicClient, simulateContract, writeContract } from "wagmi/actions";
import { minedReceipt } from "@/shared/chain/mined-receipt";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import { minedRootSet } from "@/shared/distribution/mined-root-set";
import { type RoundPublishing, setRootArgs } from "@/shared/distribution/round-publishing";
import { Alert } from "@/web/components/ui/alert";
import { PublishFlow } from "./publish-flow";
import type { PublishWallet } from "./use-publish-round";
import { useWalletSlot } from "./wallet-slot";

type Hash = `0x${string}`;

export interface PublishWithWalletProps {
  publishing: RoundPublishing;
  onPublished: () => void;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Publishing with the academy's wallet in the browser (the server never holds the treasury key):
 * loaded only when an operator opens a round's publication, since it brings wagmi.
 */
export default function PublishWithWallet(props: PublishWithWalletProps) {
  const WalletSession = useWalletSlot();
  if (!WalletSession) return <Alert tone="danger">Wallets are unavailable on this page.</Alert>;
  return (
    <WalletSession
      chainId={props.publishing.chainId}
      prompt="Connect the distributor's owner wallet to sign setMerkleRoot."
    >
      {(session) => <PublishWithAccount {...props} {...session} />}
    </WalletSession>
  );
}

function PublishWithAccount({
  publishing,
  onPublished,
  onBusyChange,
  account,
  controls,
  errorMessage,
}: PublishWithWalletProps & {
  account: Hash | undefined;
  controls: React.ReactNode;
  errorMessage: (error: unknown) => string;
}) {
  // Inside the wallet session, so wagmi's config is there.
  const config = useConfig();
  const wallet = useMemo(
    () => wagmiPublishWallet(config, publishing, account, errorMessage),
    [config, publishing, account, errorMessage],
  );
  return (
    <PublishFlow
      publishing={publishing}
      account={account}
      wallet={wallet}
      walletControls={controls}
      onPublished={onPublished}
      onBusyChange={onBusyChange}
    />
  );
}

/** setMerkleRoot through wagmi: simulated first, so a call the contract would refuse never reaches the wallet. */
function wagmiPublishWallet(
  config: Config,
  publishing: RoundPublishing,
  account: Hash | undefined,
  errorMessage: (error: unknown) => string,
): PublishWallet {
  const chainId = publishing.chainId;
  return {
    async send(root) {
      if (!account) throw new Error("Connect the owner's wallet first.");
      const { request } = await simulateContract(config, {
        address: publishing.distributor as Hash,
        abi: merkleDistributorAbi,
        functionName: "setMerkleRoot",
        args: setRootArgs({ root, currentRoot: publishing.currentRoot }),
        account,
        chainId,
      });
      return writeContract(config, request);
    },
    async receipt(hash, root) {
      const client = getPublicClient(config, { chainId });
      if (!client) throw new Error("No client for the distributor's chain");
      const mined = await minedReceipt(client, hash);
      const distributor = publishing.distributor as Hash;
      return { hash: mined.receipt.transactionHash, outcome: minedRootSet(mined, { distributor, root }) };
    },
    refusalMessage: (error) => refusalMessage(error, publishing.owner, errorMessage),
  };
}

/** The contract's refusal in an operator's words where we know it, else the wallet's. */
export function refusalMessage(
  error: unknown,
  owner: string,
  errorMessage: (error: unknown) => string,
): string {
  if (error instanceof BaseError) {
    const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
    const name = reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined;
    if (name === "OwnableUnauthorizedAccount")
      return `Only the distributor's owner (${owner}) can set its root: connect that wallet.`;
    if (name === "ZeroRoot") return "The round's root is empty: save the round again.";
    if (name === "RootChanged")
      return "Another root was set on the distributor since this round was read, so nothing was set. Close this and open the rounds again.";
  }
  return errorMessage(error);
}
