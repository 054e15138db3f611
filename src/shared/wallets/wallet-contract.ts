import { z } from "zod";
import { contract } from "@/shared/api/contract";
import { publicChainSchema } from "@/shared/chain/public-chain";
import {
  attributionRequestFiledSchema,
  attributionRequestSchema,
} from "@/shared/payments/attribution-request";
import {
  claimAnswerSchema,
  claimPaymentSchema,
  demoWalletsSchema,
  linkedWalletsSchema,
  linkWalletResultSchema,
  linkWalletSchema,
  walletNonceSchema,
} from "@/shared/wallets/wallet-schemas";

/** A wallet's address in a path (checksummed or not). */
export const walletParamsSchema = z.object({ address: z.string() });

/** A JSON-RPC 2.0 answer (or a batch of them), relayed from the chain. */
const jsonRpcAnswer = z.looseObject({ jsonrpc: z.literal("2.0") });
const jsonRpcAnswers = jsonRpcAnswer.or(z.array(jsonRpcAnswer));

export const getChain = contract({
  method: "GET",
  path: "/api/chain",
  summary: "The chain the sale runs on: id, USDT and sale wallet addresses, explorer, WalletConnect id",
  access: "public",
  responses: { 200: publicChainSchema },
});

export const getDemoWallets = contract({
  method: "GET",
  path: "/api/chain/demo-wallets",
  summary: "The demo chain's funded wallets (demo only; 404 elsewhere)",
  access: "investor",
  responses: { 200: demoWalletsSchema },
});

export const chainRpc = contract({
  method: "POST",
  path: "/api/chain/rpc",
  summary: "A read-only JSON-RPC relay to the chain for the investor's wallet library (allowed methods only)",
  access: "investor",
  body: z.unknown(),
  responses: { 200: jsonRpcAnswers, 400: jsonRpcAnswer },
});

export const listWallets = contract({
  method: "GET",
  path: "/api/wallets",
  summary: "The investor's linked wallets, the primary first",
  access: "investor",
  responses: { 200: linkedWalletsSchema },
});

export const makePrimaryWallet = contract({
  method: "POST",
  path: "/api/wallets/:address/primary",
  summary: "Make a linked wallet the primary one",
  access: "investor",
  params: walletParamsSchema,
  responses: { 200: linkedWalletsSchema },
});

export const removeWallet = contract({
  method: "DELETE",
  path: "/api/wallets/:address",
  summary: "Unlink a wallet",
  access: "investor",
  params: walletParamsSchema,
  responses: { 200: linkedWalletsSchema },
});

export const issueWalletNonce = contract({
  method: "POST",
  path: "/api/wallets/nonce",
  summary: "A nonce and the fields the Sign-In with Ethereum message must name",
  access: "investor",
  responses: { 200: walletNonceSchema },
});

export const linkWallet = contract({
  method: "POST",
  path: "/api/wallets/link",
  summary: "Link a wallet by its signed EIP-4361 message (201 linked, 200 already linked)",
  access: "investor",
  body: linkWalletSchema,
  responses: { 200: linkWalletResultSchema, 201: linkWalletResultSchema },
});

export const claimPayment = contract({
  method: "POST",
  path: "/api/payments/claim",
  summary:
    "Claim a payment by its transaction hash (credited when its sender is a wallet the investor linked)",
  access: "investor",
  body: claimPaymentSchema,
  responses: { 200: claimAnswerSchema, 202: claimAnswerSchema },
});

export const requestAttribution = contract({
  method: "POST",
  path: "/api/payments/attribution-requests",
  summary:
    "Ask an operator to credit a payment sent from a wallet the investor cannot sign with (an exchange)",
  access: "investor",
  body: attributionRequestSchema,
  responses: { 201: attributionRequestFiledSchema },
});

export const walletContracts = [
  getChain,
  getDemoWallets,
  chainRpc,
  listWallets,
  makePrimaryWallet,
  removeWallet,
  issueWalletNonce,
  linkWallet,
  claimPayment,
  requestAttribution,
];
