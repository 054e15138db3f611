import { useMemo, useState } from "react";
import { BaseError, ContractFunctionRevertedError } from "viem";
import { waitForTransactionReceipt } from "viem/actions";
import { type Config, useConfig, useConnection } from "wagmi";
import { disconnect, getPublicClient, simulateContract, switchChain, writeContract } from "wagmi/actions";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import type { RoundPublishing } from "@/shared/distribution/round-publishing";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import { ConnectWallet } from "@/web/features/payments/wallet/connect-wallet";
import { walletErrorMessage } from "@/web/features/payments/wallet/wallet-errors";
import { WalletProvider } from "@/web/features/payments/wallet/wallet-provider";
import { PublishFlow } from "./publish-flow";
import type { PublishWallet } from "./use-publish-round";

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
  return (
    <WalletProvider>
      <PublishWithConnection {...props} />
    </WalletProvider>
  );
}

function PublishWithConnection({ publishing, onPublished, onBusyChange }: PublishWithWalletProps) {
  const config = useConfig();
  const connection = useConnection();
  const [error, setError] = useState<string | null>(null);
  const account = connection.status === "connected" ? connection.address : undefined;
  const wrongChain = account !== undefined && connection.chainId !== publishing.chainId;
  const wallet = useMemo(
    () => (account ? wagmiPublishWallet(config, publishing, account) : null),
    [config, publishing, account],
  );

  const controls = !account ? (
    <div className="flex flex-col gap-2">
      <p className="text-slate-600 text-sm">Connect the distributor's owner wallet to sign setMerkleRoot.</p>
      <ConnectWallet onError={setError} />
    </div>
  ) : (
    <div className="flex flex-col gap-2 text-sm">
      <span className="font-medium text-slate-700">Connected wallet</span>
      <CopyableValue value={account} copyLabel="Copy connected wallet address" />
      <div className="flex flex-wrap gap-2">
        {wrongChain ? (
          <Button
            size="sm"
            onClick={() =>
              void switchChain(config, { chainId: publishing.chainId }).catch((e) =>
                setError(walletErrorMessage(e)),
              )
            }
          >
            Switch network
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => void disconnect(config)}>
          Disconnect
        </Button>
      </div>
    </div>
  );

  return (
    <div className="flex flex-col gap-3">
      <PublishFlow
        publishing={publishing}
        account={wrongChain ? undefined : account}
        wallet={wallet ?? noWallet}
        walletControls={controls}
        onPublished={onPublished}
        onBusyChange={onBusyChange}
      />
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </div>
  );
}

const noWallet: PublishWallet = {
  send: () => Promise.reject(new Error("No wallet is connected.")),
  receipt: () => Promise.reject(new Error("No wallet is connected.")),
  refusalMessage: () => "Connect a wallet first.",
};

/** setMerkleRoot through wagmi: simulated first, so a call the contract would refuse never reaches the wallet. */
function wagmiPublishWallet(config: Config, publishing: RoundPublishing, account: Hash): PublishWallet {
  const chainId = publishing.chainId;
  return {
    async send(root) {
      const { request } = await simulateContract(config, {
        address: publishing.distributor as Hash,
        abi: merkleDistributorAbi,
        functionName: "setMerkleRoot",
        args: [root],
        account,
        chainId,
      });
      return writeContract(config, request);
    },
    async receipt(hash) {
      const client = getPublicClient(config, { chainId });
      if (!client) throw new Error("No client for the distributor's chain");
      let cancelled = false;
      const receipt = await waitForTransactionReceipt(client, {
        hash,
        pollingInterval: 1_000,
        onReplaced: (replacement) => {
          cancelled = replacement.reason === "cancelled";
        },
      });
      return { hash: receipt.transactionHash, success: receipt.status === "success" && !cancelled };
    },
    refusalMessage: (error) => refusalMessage(error, publishing.owner),
  };
}

/** The contract's refusal in an operator's words where we know it, else the wallet's. */
function refusalMessage(error: unknown, owner: string): string {
  if (error instanceof BaseError) {
    const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
    const name = reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined;
    if (name === "OwnableUnauthorizedAccount")
      return `Only the distributor's owner (${owner}) can set its root: connect that wallet.`;
    if (name === "ZeroRoot") return "The round's root is empty: save the round again.";
  }
  return walletErrorMessage(error);
}
