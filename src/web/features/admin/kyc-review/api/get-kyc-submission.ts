import { queryOptions, useQuery } from "@tanstack/react-query";
import { getKycDocument, getKycSubmission as submissionRoute } from "@/shared/admin/admin-contract";
import type { AdminKycSubmission } from "@/shared/admin/kyc-review";
import { adminKeys } from "@/web/features/admin/api/admin-query-keys";
import { adminRetry } from "@/web/features/admin/api/admin-retry";
import { api, apiUrl } from "@/web/lib/api";

export function getKycSubmission(id: string): Promise<AdminKycSubmission> {
  return api(submissionRoute, { params: { id } });
}

/** Under the console's keys: any operator change (a decision here or elsewhere) reads it again. */
export const kycSubmissionQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, "kyc-submission", id],
    queryFn: () => getKycSubmission(id),
    retry: (failures, error: Error) => adminRetry(failures, error),
  });

export function useKycSubmission(id: string) {
  return useQuery(kycSubmissionQuery(id));
}

/** Where a document of a submission is served (to operators only, never cached). */
export const kycDocumentUrl = (id: string, kind: string) => apiUrl(getKycDocument, { params: { id, kind } });
