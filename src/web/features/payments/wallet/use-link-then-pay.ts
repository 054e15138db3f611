import { useMutation } from "@tanstack/react-query";
import { useConfig } from "wagmi";
import { getConnection, switchChain } from "wagmi/actions";
import type { PublicChain } from "@/shared/chain/public-chain";
import { useLinkConnectedWallet } from "./use-link-connected";

export interface LinkThenPay {
  address: `0x${string}`;
  /** Null: link only (no valid amount yet). */
  amountMicroUsdt: bigint | null;
}

/**
 * Links the connected wallet (its Sign-In with Ethereum signature), then pays with it in the same
 * step: one press for an investor whose wallet is not linked yet, and the payment is credited to
 * them by wallet proof like any other. Linking first matters: a payment from an unlinked wallet
 * would wait for an operator. `pay` is the payment flow's own (it reports its progress and errors);
 * it is started, not awaited, so this step ends when the wallet is asked to send.
 */
export function useLinkThenPay(chain: PublicChain, pay: (amountMicroUsdt: bigint) => unknown) {
  const config = useConfig();
  const link = useLinkConnectedWallet();
  return useMutation({
    mutationFn: async ({ address, amountMicroUsdt }: LinkThenPay) => {
      await link.mutateAsync(address);
      if (amountMicroUsdt === null || amountMicroUsdt <= 0n) return;
      if (getConnection(config).chainId !== chain.chainId)
        await switchChain(config, { chainId: chain.chainId });
      void pay(amountMicroUsdt);
    },
  });
}
