import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useConfig } from "wagmi";
import { signMessage } from "wagmi/actions";
import { queryKeys } from "@/web/lib/query-keys";
import { linkWalletBySignature } from "./api/link-wallet";
import { linkedWalletsKey } from "./api/linked-wallets";

/** Links the connected wallet by its signature; the user's wallets and payments are read again after. */
export function useLinkConnectedWallet() {
  const config = useConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: `0x${string}`) =>
      linkWalletBySignature(address, (message) => signMessage(config, { account: address, message })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: linkedWalletsKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.payments });
    },
  });
}
