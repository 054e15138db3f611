import { useMutation, useQueryClient } from "@tanstack/react-query";
import { m } from "@/paraglide/messages";
import { apiErrorSchema } from "@/shared/api-error";
import { submitKyc as submitKycRoute } from "@/shared/kyc/kyc-contract";
import { type KycDocumentKind, kycDocumentKinds } from "@/shared/kyc/kyc-documents";
import { type KycDetails, type KycStatus, kycStatusSchema } from "@/shared/kyc/kyc-schemas";
import { kycStatusQuery } from "@/web/features/kyc/api/get-kyc-status";
import { type FileProgress, fileProgress } from "@/web/features/kyc/lib/upload-progress";
import { ApiRequestError } from "@/web/lib/api-request-error";

export interface KycSubmission {
  details: KycDetails;
  documents: Record<KycDocumentKind, File>;
  /** Each document's bytes sent so far, as the upload goes (four documents can take a phone a while). */
  onProgress?: (progress: Record<KycDocumentKind, FileProgress>) => void;
}

/** Said when the submission gets no answer we can read, in the page's language. */
export const submitFailedMessage = () => m.kyc_submit_failed();

/** A POST of form data whose upload progress is reported: fetch cannot tell, XMLHttpRequest can. */
function postWithProgress(
  url: string,
  body: FormData,
  onUpload: (loaded: number, total: number) => void,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onUpload(event.loaded, event.total);
    });
    request.addEventListener("load", () => resolve({ status: request.status, text: request.responseText }));
    request.addEventListener("error", () => reject(new ApiRequestError(0, submitFailedMessage())));
    request.addEventListener("abort", () => reject(new ApiRequestError(0, submitFailedMessage())));
    request.send(body);
  });
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** `POST /api/kyc` as multipart form data: the browser sets the boundary, so no Content-Type here. */
export async function submitKyc({ details, documents, onProgress }: KycSubmission): Promise<KycStatus> {
  const body = new FormData();
  for (const [name, value] of Object.entries(details)) body.append(name, value);
  // The files go last and in this order: fileProgress counts on it.
  const files = kycDocumentKinds.map((kind) => documents[kind]);
  kycDocumentKinds.forEach((kind, index) => {
    const file = files[index];
    if (file) body.append(kind, file, file.name);
  });
  const response = await postWithProgress(submitKycRoute.path, body, (loaded, total) => {
    if (!onProgress) return;
    const shares = fileProgress(files, loaded, total);
    onProgress(
      Object.fromEntries(kycDocumentKinds.map((kind, i) => [kind, shares[i]])) as Record<
        KycDocumentKind,
        FileProgress
      >,
    );
  });
  const answer = parseJson(response.text);
  if (response.status >= 200 && response.status < 300) return kycStatusSchema.parse(answer);
  const error = apiErrorSchema.safeParse(answer);
  throw new ApiRequestError(
    response.status,
    error.success ? error.data.error : submitFailedMessage(),
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
