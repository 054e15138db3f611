import { queryOptions, useQuery } from "@tanstack/react-query";
import { type KycStatus, kycStatusSchema } from "@/shared/kyc/kyc-schemas";
import { apiFetch } from "@/web/lib/api-fetch";
import { queryKeys } from "@/web/lib/query-keys";

export function getKycStatus(): Promise<KycStatus> {
  return apiFetch("/api/kyc", kycStatusSchema);
}

/** Under `queryKeys.kyc`: the account stream refetches it when a decision is made. */
export const kycStatusQuery = () =>
  queryOptions({ queryKey: [...queryKeys.kyc, "status"], queryFn: getKycStatus });

export function useKycStatus() {
  return useQuery(kycStatusQuery());
}
