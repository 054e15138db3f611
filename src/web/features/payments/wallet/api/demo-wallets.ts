import { queryOptions } from "@tanstack/react-query";
import { type DemoWallets, demoWalletsSchema } from "@/shared/wallets/wallet-schemas";
import { apiFetch } from "@/web/lib/api-fetch";

/** `GET /api/chain/demo-wallets`: anvil's development keys, served on the demo chain only. */
export const demoWalletsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ["chain", "demo-wallets"],
    queryFn: (): Promise<DemoWallets> => apiFetch("/api/chain/demo-wallets", demoWalletsSchema),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
