import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useRef } from "react";
import { AbiDecodingZeroDataError, BaseError, ContractFunctionZeroDataError } from "viem";
import { useConfig } from "wagmi";
import { getPublicClient, readContract, simulateContract, writeContract } from "wagmi/actions";
import { m } from "@/paraglide/messages";
import { type Mined, minedReceipt } from "@/shared/chain/mined-receipt";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import type { HolderClaim } from "@/shared/distribution/holder-claims";
import { minedClaim } from "@/shared/distribution/mined-claim";
import { myDistributionKey } from "@/web/features/distribution/api/get-my-distribution";
import { claimedKey } from "@/web/features/distribution/wallet/use-claimable";
import { claimRefusalMessage } from "@/web/lib/claim-errors";
import { type ClaimEvent, initialClaim, nextClaim } from "@/web/lib/claim-state";

type Hash = `0x${string}`;

/** How the wallet's errors read: the payments feature's words, handed in by the page that composes both. */
export interface WalletErrors {
  isDeclined: (error: unknown) => boolean;
  message: (error: unknown) => string;
}

/** The English text of claim_no_distributor (tests read it); the page says it in its language. */
export const NO_DISTRIBUTOR =
  "This round's distributor was not found on your wallet's network, so nothing was sent. Check that your wallet uses the network this site runs on.";

/** The distributor's address holds no contract on the network asked: a wallet set to another network. */
export const noDistributor = (error: unknown) =>
  error instanceof BaseError &&
  Boolean(
    error.walk((e) => e instanceof ContractFunctionZeroDataError || e instanceof AbiDecodingZeroDataError),
  );

const retryDelay = (attempt: number) => Math.min(15_000, 2_000 * 2 ** attempt);

/**
 * Sends `claim(account, cumulativeAmount, root, proof)` from the connected wallet (any wallet may:
 * the tokens go to `account`), then follows it to its receipt and refreshes the investor's figures.
 * Nothing that goes wrong after the wallet sent it ends the watch (claim-state.ts).
 */
export function useClaim(claim: HolderClaim, errors: WalletErrors) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const [state, dispatchNow] = useReducer(nextClaim, initialClaim);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const dispatch = (event: ClaimEvent) => {
    if (alive.current) dispatchNow(event);
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function receiptOf(sent: Hash): Promise<Mined | null> {
    for (let attempt = 0; alive.current; attempt++) {
      try {
        const client = getPublicClient(config, { chainId: claim.chainId });
        if (!client) throw new Error("No client for the distributor's chain");
        return await minedReceipt(client, sent);
      } catch {
        dispatch({ type: "trouble" });
        await pause(retryDelay(attempt));
      }
    }
    return null;
  }

  async function send() {
    dispatch({ type: "start" });
    let hash: Hash;
    try {
      // Checked first: a claim the distributor would refuse (claimed already, a newer root) never
      // reaches the wallet, and the holder reads why. A call to an address without code "succeeds"
      // with nothing, so the distributor is asked for its root first: a wallet on another network
      // (a visitor's reads go through it) would otherwise send a claim that moves nothing.
      await readContract(config, {
        address: claim.distributor as Hash,
        abi: merkleDistributorAbi,
        functionName: "merkleRoot",
        chainId: claim.chainId,
      });
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
        chainId: claim.chainId,
      });
      dispatch({ type: "wallet_asked" });
      hash = await writeContract(config, request);
    } catch (error) {
      return dispatch({
        type: "wallet_refused",
        declined: errors.isDeclined(error),
        message: noDistributor(error)
          ? m.claim_no_distributor()
          : (claimRefusalMessage(error) ?? errors.message(error)),
      });
    }
    dispatch({ type: "sent", hash });
    const mined = await receiptOf(hash);
    if (!mined) return;
    const outcome = minedClaim(mined, {
      distributor: claim.distributor as Hash,
      account: claim.account as Hash,
    });
    dispatch({ type: "mined", hash: mined.receipt.transactionHash, outcome });
    if (outcome !== "claimed") return;
    // The chain has it; the dashboard's figures (balance, claimed) come from the server, asked again,
    // and what the round page read of the distributor is read again.
    await Promise.all(
      [myDistributionKey, claimedKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }).catch(() => undefined),
      ),
    );
    dispatch({ type: "updated" });
  }

  return { state, send, reset: () => dispatch({ type: "reset" }) };
}
