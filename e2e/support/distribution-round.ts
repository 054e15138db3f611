import { type APIRequestContext, expect } from "@playwright/test";
import { createWalletClient, erc20Abi, type Hex } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { anvilReceipt } from "../../src/server/chain/anvil-receipt";
import { merkleDistributorAbi } from "../../src/shared/distribution/contract-abis";
import {
  type RoundPublishing,
  roundPublishingSchema,
  setRootArgs,
} from "../../src/shared/distribution/round-publishing";
import { demoChain } from "./demo-chain";
import { pdfFile, pngFile } from "./kyc-files";

/*
 * A PXL round as the specs need one, through the API: an investor's identity check submitted and
 * approved, the round saved and published. Publishing signs `setMerkleRoot` with the academy's
 * treasury (anvil account 0, the distributors' owner) in the test process, as the operator's wallet
 * does in the console (e2e/distribution.spec.ts goes through the console itself).
 */
const ANVIL_MNEMONIC = "test test test test test test test test test test test junk";

/** Submits an identity check for the signed-in user of `request`. */
export async function submitKycByApi(request: APIRequestContext, origin: string) {
  const response = await request.post("/api/kyc", {
    headers: { Origin: origin },
    multipart: {
      fullName: "Levan Beridze",
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

/** The operator (signed in on `desk`) approves the identity check of `email`. */
export async function approveKycByApi(desk: APIRequestContext, origin: string, email: string) {
  const queue = await desk.get(`/api/admin/kyc?q=${encodeURIComponent(email)}`);
  const { rows } = (await queue.json()) as { rows: Array<{ id: string }> };
  const submission = rows[0]?.id;
  expect(submission, `an identity check of ${email}`).toBeDefined();
  const decided = await desk.post(`/api/admin/kyc/${submission}/decision`, {
    headers: { Origin: origin },
    data: { decision: "verified" },
  });
  expect(decided.status(), await decided.text()).toBe(200);
}

/**
 * The operator saves a PXL round of everyone eligible, the treasury funds the distributor with what
 * it lacks and sets the round's root, and the operator publishes it with that transaction's hash.
 */
export async function publishPxlRoundByApi(
  desk: APIRequestContext,
  origin: string,
  reason: string,
): Promise<{ roundId: string; publishing: RoundPublishing }> {
  const headers = { Origin: origin };
  const saved = await desk.post("/api/admin/distribution/rounds", { headers, data: { reason } });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id: roundId } = (await saved.json()) as { id: string };
  const base = `/api/admin/distribution/rounds/${roundId}`;
  const publishing = roundPublishingSchema.parse(await (await desk.get(`${base}/publishing`)).json());

  const { chain, transport, client } = demoChain();
  const treasury = createWalletClient({ chain, transport, account: mnemonicToAccount(ANVIL_MNEMONIC) });
  const shortfall = BigInt(publishing.shortfall);
  if (shortfall > 0n) {
    await anvilReceipt(
      client,
      await treasury.writeContract({
        address: publishing.token as Hex,
        abi: erc20Abi,
        functionName: "transfer",
        args: [publishing.distributor as Hex, shortfall],
      }),
    );
  }
  const txHash = await treasury.writeContract({
    address: publishing.distributor as Hex,
    abi: merkleDistributorAbi,
    functionName: "setMerkleRoot",
    args: setRootArgs(publishing),
  });
  await anvilReceipt(client, txHash);
  const published = await desk.post(`${base}/publish`, { headers, data: { txHash } });
  expect(published.status(), await published.text()).toBe(200);
  return { roundId, publishing };
}
