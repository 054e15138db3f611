import { useMemo } from "react";
import { BaseError, UserRejectedRequestError } from "viem";
import { type Config, useConfig } from "wagmi";
import { getPublicClient, simulateContract, writeContract } from "wagmi/actions";
import { minedReceipt } from "@/shared/chain/mined-receipt";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import { minedClaim } from "@/shared/distribution/mined-claim";
import type { RoundHolders } from "@/shared/distribution/round-holders";
import { Alert } from "@/web/components/ui/alert";
import { useWalletSlot } from "@/web/features/admin/distribution/publish/wallet-slot";
import { claimRefusalMessage } from "@/web/lib/claim-errors";
import type { ClaimWallet } from "./claim-wallet";
import { HoldersTable } from "./holders-table";

type Hash = `0x${string}`;

export interface HoldersWithWalletProps {
  holders: RoundHolders;
  refresh: () => Promise<unknown>;
}

/**
 * The holders' table inside the site's wallet session (the publication's, from payments): the
 * operator's connected wallet sends each claim on behalf and pays its gas. Loaded lazily: it brings wagmi.
 */
export default function HoldersWithWallet(props: HoldersWithWalletProps) {
  const WalletSession = useWalletSlot();
  if (!WalletSession) return <Alert tone="danger">Wallets are unavailable on this page.</Alert>;
  return (
    <WalletSession
      chainId={props.holders.chainId}
      prompt="Connect a wallet to claim on a holder's behalf: it pays the gas, the tokens go to the holder's account."
    >
      {(session) => <WithAccount {...props} {...session} />}
    </WalletSession>
  );
}

function WithAccount({
  holders,
  refresh,
  account,
  controls,
  errorMessage,
}: HoldersWithWalletProps & {
  account: Hash | undefined;
  controls: React.ReactNode;
  errorMessage: (error: unknown) => string;
}) {
  // Inside the wallet session, so wagmi's config is there.
  const config = useConfig();
  const wallet = useMemo(
    () => (account ? wagmiClaimWallet(config, holders.chainId, account, errorMessage) : null),
    [config, holders.chainId, account, errorMessage],
  );
  return (
    <div className="flex flex-col gap-3">
      {controls}
      <HoldersTable kind={holders.kind} holders={holders} wallet={wallet} refresh={refresh} />
    </div>
  );
}

const declined = (error: unknown) =>
  error instanceof BaseError &&
  Boolean(
    error.walk((e) => e instanceof UserRejectedRequestError || (e as { code?: unknown }).code === 4001),
  );

/** claim(...) through wagmi from `account`: simulated first, so a claim the distributor refuses is never sent. */
function wagmiClaimWallet(
  config: Config,
  chainId: number,
  account: Hash,
  errorMessage: (error: unknown) => string,
): ClaimWallet {
  return {
    async send(claim, onAsked) {
      const { request } = await simulateContract(config, {
        address: claim.distributor as Hash,
        abi: merkleDistributorAbi,
        functionName: "claim",
        args: [
          claim.account as Hash,
          BigInt(claim.cumulativeAmount),
          claim.root as Hash,
          claim.proof as Hash[],
        ],
        account,
        chainId,
      });
      onAsked();
      return writeContract(config, request);
    },
    async receipt(hash, claim) {
      const client = getPublicClient(config, { chainId });
      if (!client) throw new Error("No client for the distributor's chain");
      const mined = await minedReceipt(client, hash);
      const on = { distributor: claim.distributor as Hash, account: claim.account as Hash };
      return { hash: mined.receipt.transactionHash, outcome: minedClaim(mined, on) };
    },
    refusal: (error) => ({
      declined: declined(error),
      message: claimRefusalMessage(error) ?? errorMessage(error),
    }),
  };
}
