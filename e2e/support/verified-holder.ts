import { type APIRequestContext, expect } from "@playwright/test";
import { pdfFile, pngFile } from "./kyc-files";

/*
 * An investor's standing for a distribution round, set through the API as the dashboard and the
 * console would: their identity check submitted and approved by an operator, a wallet unlinked.
 */

/** Submits an identity check for the user signed in on `request` (201: under review). */
export async function submitKycByApi(request: APIRequestContext, origin: string, fullName: string) {
  const response = await request.post("/api/kyc", {
    headers: { Origin: origin },
    multipart: {
      fullName,
      dateOfBirth: "1988-03-14",
      nationality: "GE",
      address: "12 Rustaveli Avenue",
      city: "Tbilisi",
      postalCode: "0108",
      documentType: "passport",
      documentNumber: "14CD56789",
      expiryDate: `${new Date().getFullYear() + 5}-06-30`,
      idFront: await pngFile("front.png"),
      idBack: await pngFile("back.png"),
      selfie: await pngFile("selfie.png"),
      proofOfAddress: await pdfFile("bill.pdf"),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The operator signed in on `desk` approves the latest identity check of `email`. */
export async function approveKycByApi(desk: APIRequestContext, origin: string, email: string) {
  const queue = await desk.get(`/api/admin/kyc?q=${encodeURIComponent(email)}`);
  const { rows } = (await queue.json()) as { rows: Array<{ id: string }> };
  const submission = rows[0]?.id;
  expect(submission, `no identity check of ${email} in the queue`).toBeDefined();
  const decided = await desk.post(`/api/admin/kyc/${submission}/decision`, {
    headers: { Origin: origin },
    data: { decision: "verified" },
  });
  expect(decided.status(), await decided.text()).toBe(200);
}

/** Unlinks `address` from the user signed in on `request`, as the profile's wallet list does. */
export async function unlinkWalletByApi(request: APIRequestContext, origin: string, address: string) {
  const response = await request.delete(`/api/wallets/${address}`, { headers: { Origin: origin } });
  expect(response.status(), await response.text()).toBe(200);
}
