import { createSiweMessage } from "viem/siwe";
import { issueWalletNonce, linkWallet } from "@/shared/wallets/wallet-contract";
import { api } from "@/web/lib/api";

/**
 * Proves control of `address` (Sign-In with Ethereum): a one-time nonce from the server, the EIP-4361
 * message signed by the wallet, then `POST /api/wallets/link`. Throws the server's reason.
 */
export async function linkWalletBySignature(
  address: `0x${string}`,
  sign: (message: string) => Promise<`0x${string}`>,
) {
  const named = await api(issueWalletNonce);
  // Everything the server checks, as the server named it: its own URL and scheme, and its own clock's
  // times (a device's clock may be wrong), valid until the nonce expires.
  const message = createSiweMessage({
    address,
    chainId: named.chainId,
    domain: named.domain,
    nonce: named.nonce,
    uri: named.uri,
    scheme: new URL(named.uri).protocol.slice(0, -1),
    issuedAt: new Date(named.issuedAt),
    expirationTime: new Date(named.expirationTime),
    version: "1",
    statement: "Link this wallet to my PXL account, so its payments are credited to me.",
  });
  const signature = await sign(message);
  return api(linkWallet, { body: { message, signature } });
}
