import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiErrorSchema } from "@/shared/api-error";
import type { KycDocumentKind } from "@/shared/kyc/kyc-documents";
import { type KycDetails, type KycStatus, kycStatusSchema } from "@/shared/kyc/kyc-schemas";
import { kycStatusQuery } from "@/web/features/kyc/api/get-kyc-status";
import { ApiRequestError } from "@/web/lib/api-fetch";

export interface KycSubmission {
  details: KycDetails;
  documents: Record<KycDocumentKind, File>;
}

export const submitFailedMessage = "We could not submit your documents. Please try again.";

/** `POST /api/kyc` as multipart form data: the browser sets the boundary, so no Content-Type here. */
export async function submitKyc({ details, documents }: KycSubmission): Promise<KycStatus> {
  const body = new FormData();
  for (const [name, value] of Object.entries(details)) body.append(name, value);
  for (const [kind, file] of Object.entries(documents)) body.append(kind, file, file.name);
  const response = await fetch("/api/kyc", { method: "POST", body, headers: { Accept: "application/json" } });
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.ok) return kycStatusSchema.parse(answer);
  const error = apiErrorSchema.safeParse(answer);
  throw new ApiRequestError(
    response.status,
    error.success ? error.data.error : submitFailedMessage,
    error.success ? error.data.code : undefined,
    answer,
  );
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  const { queryKey } = kycStatusQuery();
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: (status) => queryClient.setQueryData(queryKey, status),
    // A refusal because of an earlier submission means the status shown is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
