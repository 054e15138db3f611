import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useRef } from "react";
import { erc20Abi } from "viem";
import { useConfig } from "wagmi";
import { getPublicClient, simulateContract, writeContract } from "wagmi/actions";
import { type Mined, minedReceipt } from "@/shared/chain/mined-receipt";
import type { PublicChain } from "@/shared/chain/public-chain";
import { minedPayment } from "@/shared/payments/mined-payment";
import { claimUntilSettled } from "@/web/features/payments/api/claim-payment";
import { useAccountSignals } from "@/web/lib/account-live";
import { queryKeys } from "@/web/lib/query-keys";
import { claimEvent, initialPayment, nextPayment, type PaymentEvent } from "./payment-state";
import { isDeclined, walletErrorMessage } from "./wallet-errors";

type Hash = `0x${string}`;

/** Waits after trouble while following a payment: 2 s, doubling, at most 15 s (claims are rate-limited). */
const retryDelay = (attempt: number) => Math.min(15_000, 2_000 * 2 ** attempt);

/**
 * Sends the USDT transfer to the sale wallet from the connected wallet, then follows it without the
 * investor pasting anything: the receipt, then claims by hash (202 while not final) until credited.
 * Nothing that goes wrong after the wallet sent it ends the watch (payment-state.ts).
 */
export function useWalletPayment(chain: PublicChain, onSent?: (hash: Hash) => void) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const signals = useAccountSignals();
  const [state, dispatchNow] = useReducer(nextPayment, initialPayment);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const dispatch = (event: PaymentEvent) => {
    if (alive.current) dispatchNow(event);
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The receipt, asked again after every error until it comes (or the page goes). */
  async function receiptOf(sent: Hash): Promise<Mined | null> {
    for (let attempt = 0; alive.current; attempt++) {
      try {
        const client = getPublicClient(config, { chainId: chain.chainId });
        if (!client) throw new Error("No client for the sale's chain");
        return await minedReceipt(client, sent);
      } catch {
        dispatch({ type: "trouble" });
        await pause(retryDelay(attempt));
      }
    }
    return null;
  }

  async function follow(sent: Hash) {
    const mined = await receiptOf(sent);
    if (!mined) return;
    // The wallet may have replaced the transaction: the one mined is the payment if it paid the sale.
    const hash = mined.receipt.transactionHash;
    const outcome = minedPayment(mined, { usdt: chain.usdt as Hash, saleWallet: chain.saleWallet as Hash });
    dispatch({ type: "mined", hash, outcome });
    if (outcome !== "paid") return;
    for (let attempt = 0; alive.current; attempt++) {
      const outcome = await claimUntilSettled(hash, {
        alive: () => alive.current,
        nextChange: () => signals.nextChange("payments"),
        onProcessing: () => {
          dispatch({ type: "claim_processing" });
          void queryClient.invalidateQueries({ queryKey: queryKeys.payments });
        },
      });
      if (outcome === null) return;
      const event = claimEvent(outcome);
      if (event.type === "credited") {
        await queryClient.invalidateQueries({ queryKey: queryKeys.payments });
        void queryClient.invalidateQueries({ queryKey: queryKeys.tokenData });
      }
      dispatch(event);
      if (event.type !== "trouble") return;
      await pause(retryDelay(attempt));
    }
  }

  async function pay(amountMicroUsdt: bigint) {
    dispatch({ type: "start" });
    let hash: Hash;
    try {
      // Checked first, so a transfer that would revert (a short balance) never reaches the wallet.
      const { request } = await simulateContract(config, {
        address: chain.usdt as Hash,
        abi: erc20Abi,
        functionName: "transfer",
        args: [chain.saleWallet as Hash, amountMicroUsdt],
        chainId: chain.chainId,
      });
      dispatch({ type: "wallet_asked" });
      hash = await writeContract(config, request);
    } catch (error) {
      return dispatch({
        type: "wallet_refused",
        declined: isDeclined(error),
        message: walletErrorMessage(error),
      });
    }
    dispatch({ type: "sent", hash });
    onSent?.(hash);
    await follow(hash);
  }

  return { state, pay, reset: () => dispatch({ type: "reset" }) };
}
