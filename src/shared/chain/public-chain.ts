import { z } from "zod";
import { addressSchema } from "@/shared/chain/hex-schemas";

const address = addressSchema();

/** `GET /api/chain`: what the browser needs to show and make a payment. */
export const publicChainSchema = z.object({
  chainId: z.number().int().positive(),
  /** The demo's local chain: no real money, no block explorer. */
  demo: z.boolean(),
  usdt: address,
  saleWallet: address,
  /** Prefix of a transaction's page on a block explorer (append the hash); null on the demo chain. */
  explorerTxUrl: z.string().url().nullable(),
  /** WalletConnect's project id when the site offers it (WALLETCONNECT_PROJECT_ID), else null. */
  walletConnectProjectId: z.string().nullable(),
});

export type PublicChain = z.infer<typeof publicChainSchema>;

export const ARBISCAN_TX_URL = "https://arbiscan.io/tx/";
