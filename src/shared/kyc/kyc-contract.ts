import { z } from "zod";
import { contract, raw } from "@/shared/api/contract";
import { kycDocumentKinds } from "@/shared/kyc/kyc-documents";
import { kycStatusSchema } from "@/shared/kyc/kyc-schemas";

/** A document's kind in a path. */
export const kycDocumentParamsSchema = z.object({ kind: z.enum(kycDocumentKinds) });

export const getKycStatus = contract({
  method: "GET",
  path: "/api/kyc",
  summary: "The investor's identity check: not started, pending, verified or rejected (with the reason)",
  access: "investor",
  responses: { 200: kycStatusSchema },
});

export const getOwnKycDocument = contract({
  method: "GET",
  path: "/api/kyc/documents/:kind",
  summary: "One document of the investor's latest submission, decrypted",
  access: "investor",
  params: kycDocumentParamsSchema,
  responses: { 200: raw("application/octet-stream", "The document as uploaded (image or PDF)") },
});

export const submitKyc = contract({
  method: "POST",
  path: "/api/kyc",
  summary: "Submit the identity check: the details and four documents, as multipart/form-data",
  access: "investor",
  body: raw(
    "multipart/form-data",
    "The KYC form's fields and its files idFront, idBack, selfie, proofOfAddress",
  ),
  responses: { 201: kycStatusSchema },
});

export const kycContracts = [getKycStatus, getOwnKycDocument, submitKyc];
