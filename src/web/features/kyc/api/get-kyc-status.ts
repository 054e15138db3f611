import { queryOptions, useQuery } from "@tanstack/react-query";
import { getKycStatus as getKycStatusRoute } from "@/shared/kyc/kyc-contract";
import type { KycStatus } from "@/shared/kyc/kyc-schemas";
import { api } from "@/web/lib/api";
import { queryKeys } from "@/web/lib/query-keys";

export function getKycStatus(): Promise<KycStatus> {
  return api(getKycStatusRoute);
}

/** Under `queryKeys.kyc`: the account stream refetches it when a decision is made. */
export const kycStatusQuery = () =>
  queryOptions({ queryKey: [...queryKeys.kyc, "status"], queryFn: getKycStatus });

export function useKycStatus() {
  return useQuery(kycStatusQuery());
}
