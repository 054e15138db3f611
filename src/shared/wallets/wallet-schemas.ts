import { z } from "zod";
import { m } from "@/paraglide/messages";
import { addressSchema } from "@/shared/chain/hex-schemas";

/** `POST /api/wallets/link`: an EIP-4361 message and its signature. */
export const linkWalletSchema = z.object({
  message: z.string().min(1).max(4_000),
  signature: z
    .templateLiteral(["0x", z.string().regex(/^[0-9a-fA-F]+$/)], {
      error: () => m.wallet_signature_not_hex(),
    })
    .check(z.maxLength(20_000)),
});

/** `POST /api/payments/claim`: the hash of the payment's transaction. */
export const claimPaymentSchema = z.object({
  hash: z
    .string()
    .trim()
    .min(1, { error: () => m.wallet_hash_required() })
    .max(100),
});

const address = addressSchema();

/** `GET /api/wallets`: the user's linked wallets, the primary first, then by when they were linked. */
export const linkedWalletsSchema = z.object({
  wallets: z.array(
    z.object({
      /** Checksummed. */
      address,
      primary: z.boolean(),
      linkedAt: z.string(),
    }),
  ),
});
export type LinkedWallets = z.infer<typeof linkedWalletsSchema>;
export type LinkedWallet = LinkedWallets["wallets"][number];

/** `POST /api/wallets/link` answers. */
export const linkWalletResultSchema = z.object({
  status: z.enum(["linked", "already_linked"]),
  address,
});

/**
 * `POST /api/wallets/nonce`: what the Sign-In with Ethereum message must name. The server dates it:
 * `issuedAt` now and `expirationTime` when the nonce expires (at most 10 minutes later), ISO 8601.
 */
export const walletNonceSchema = z.object({
  nonce: z.string(),
  domain: z.string(),
  chainId: z.number().int().positive(),
  uri: z.string(),
  issuedAt: z.string(),
  expirationTime: z.string(),
});
export type WalletNonce = z.infer<typeof walletNonceSchema>;

/**
 * `GET /api/chain/demo-wallets`, only on the demo chain: anvil's well-known development keys, which
 * hold demo USDT and nothing else. Never served off the demo chain.
 */
const demoKey = z.object({ address, privateKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/) });
export const demoWalletsSchema = z.object({
  wallets: z.array(demoKey),
  /**
   * The demo academy's treasury: owner of the distributors and holder of all PXL (anvil account 0).
   * The operator console signs `setMerkleRoot` and funding with it on the demo chain; on Arbitrum the
   * academy's own wallet does, and no key is ever served.
   */
  treasury: demoKey,
});
export type DemoWallets = z.infer<typeof demoWalletsSchema>;

/** `POST /api/payments/claim` answers: credited (200), already the user's (200), or not final yet (202). */
export const claimAnswerSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("credited"), credited: z.string().regex(/^\d+$/) }),
  z.object({ status: z.literal("already_yours") }),
  z.object({ status: z.literal("processing"), amount: z.string().regex(/^\d+$/) }),
]);
export type ClaimAnswer = z.infer<typeof claimAnswerSchema>;
