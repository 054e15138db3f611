import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type LinkedWallets, linkedWalletsSchema } from "@/shared/wallets/wallet-schemas";
import { apiFetch } from "@/web/lib/api-fetch";
import { queryKeys } from "@/web/lib/query-keys";

/** Under the payments prefix: linking credits waiting payments, and the account stream refreshes it. */
export const linkedWalletsKey = [...queryKeys.payments, "wallets"] as const;

export const linkedWalletsQuery = () =>
  queryOptions({
    queryKey: linkedWalletsKey,
    queryFn: (): Promise<LinkedWallets> => apiFetch("/api/wallets", linkedWalletsSchema),
  });

export function useLinkedWallets() {
  return useQuery(linkedWalletsQuery());
}

/** Make primary / remove: both answer the new list. */
export function useWalletAction(action: "primary" | "remove") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) =>
      apiFetch(
        action === "primary" ? `/api/wallets/${address}/primary` : `/api/wallets/${address}`,
        linkedWalletsSchema,
        { method: action === "primary" ? "POST" : "DELETE" },
      ),
    onSuccess: (wallets) => {
      queryClient.setQueryData(linkedWalletsKey, wallets);
      void queryClient.invalidateQueries({ queryKey: queryKeys.payments });
    },
  });
}
