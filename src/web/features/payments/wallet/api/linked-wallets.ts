import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { listWallets, makePrimaryWallet, removeWallet } from "@/shared/wallets/wallet-contract";
import type { LinkedWallets } from "@/shared/wallets/wallet-schemas";
import { api } from "@/web/lib/api";
import { queryKeys } from "@/web/lib/query-keys";

/** Under the payments prefix: linking credits waiting payments, and the account stream refreshes it. */
export const linkedWalletsKey = [...queryKeys.payments, "wallets"] as const;

export const linkedWalletsQuery = () =>
  queryOptions({
    queryKey: linkedWalletsKey,
    queryFn: (): Promise<LinkedWallets> => api(listWallets),
  });

export function useLinkedWallets() {
  return useQuery(linkedWalletsQuery());
}

/** Make primary / remove: both answer the new list. */
export function useWalletAction(action: "primary" | "remove") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) =>
      api(action === "primary" ? makePrimaryWallet : removeWallet, { params: { address } }),
    onSuccess: (wallets) => {
      queryClient.setQueryData(linkedWalletsKey, wallets);
      void queryClient.invalidateQueries({ queryKey: queryKeys.payments });
    },
  });
}
