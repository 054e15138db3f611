import { queryOptions } from "@tanstack/react-query";
import { getDemoWallets } from "@/shared/wallets/wallet-contract";
import type { DemoWallets } from "@/shared/wallets/wallet-schemas";
import { api } from "@/web/lib/api";

/** `GET /api/chain/demo-wallets`: anvil's development keys, served on the demo chain only. */
export const demoWalletsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ["chain", "demo-wallets"],
    queryFn: (): Promise<DemoWallets> => api(getDemoWallets),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
