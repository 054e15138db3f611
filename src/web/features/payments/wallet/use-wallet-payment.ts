import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { erc20Abi } from "viem";
import { useConfig } from "wagmi";
import { waitForTransactionReceipt, writeContract } from "wagmi/actions";
import type { PublicChain } from "@/shared/chain/public-chain";
import { useAccountSignals } from "@/web/lib/account-live";
import { queryKeys } from "@/web/lib/query-keys";
import { claimUntilSettled } from "../api/claim-payment";
import { walletErrorMessage } from "./wallet-errors";

export type PaymentState =
  | { step: "idle" }
  | { step: "confirm" }
  | { step: "sent"; hash: `0x${string}` }
  | { step: "processing"; hash: `0x${string}` }
  | { step: "credited"; hash: `0x${string}`; creditedMicroUsdt: bigint | null }
  | { step: "failed"; hash?: `0x${string}`; message: string };

/**
 * Sends the USDT transfer to the sale wallet from the connected wallet, then follows it without the
 * investor pasting anything: the receipt, then claims by hash (202 while not final) until credited.
 */
export function useWalletPayment(chain: PublicChain, onSent?: (hash: `0x${string}`) => void) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const signals = useAccountSignals();
  const [state, setState] = useState<PaymentState>({ step: "idle" });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const update = (next: PaymentState) => {
    if (alive.current) setState(next);
  };

  async function follow(sent: `0x${string}`) {
    const receipt = await waitForTransactionReceipt(config, { hash: sent, pollingInterval: 1_000 });
    if (receipt.status !== "success") throw new Error("The transfer failed on chain.");
    // The wallet may have replaced the transaction ("speed up"): the one mined is the payment.
    const hash = receipt.transactionHash;
    // In a block, not final yet.
    update({ step: "processing", hash });
    const outcome = await claimUntilSettled(hash, {
      alive: () => alive.current,
      nextChange: () => signals.nextChange("payments"),
      onProcessing: () => void queryClient.invalidateQueries({ queryKey: queryKeys.payments }),
    });
    if (outcome === null) return;
    if (outcome.kind === "credited") {
      await queryClient.invalidateQueries({ queryKey: queryKeys.payments });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tokenData });
      return update({ step: "credited", hash, creditedMicroUsdt: outcome.creditedMicroUsdt });
    }
    update({ step: "failed", hash, message: outcome.message });
  }

  async function pay(amountMicroUsdt: bigint) {
    update({ step: "confirm" });
    let hash: `0x${string}`;
    try {
      hash = await writeContract(config, {
        address: chain.usdt as `0x${string}`,
        abi: erc20Abi,
        functionName: "transfer",
        args: [chain.saleWallet as `0x${string}`, amountMicroUsdt],
        chainId: chain.chainId,
      });
    } catch (error) {
      return update({ step: "failed", message: walletErrorMessage(error) });
    }
    update({ step: "sent", hash });
    onSent?.(hash);
    try {
      await follow(hash);
    } catch (error) {
      update({ step: "failed", hash, message: walletErrorMessage(error) });
    }
  }

  return { state, pay, reset: () => update({ step: "idle" }) };
}
