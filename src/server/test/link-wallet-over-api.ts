import type { Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import type { TestApi } from "@/server/test/account-harness";
import { walletNonceSchema } from "@/shared/wallets/wallet-schemas";

/**
 * Links a wallet to the signed-in user of `cookie` as the browser does: a nonce, a Sign-In with
 * Ethereum message, its signature. Returns the answer of POST /api/wallets/link. Test support.
 */
export async function linkWalletOverApi(
  api: Pick<TestApi, "postJson">,
  cookie: string,
  privateKey: Hex,
): Promise<Response> {
  const post = (path: string, body: unknown) => api.postJson(path, body, { headers: { cookie } });
  const named = walletNonceSchema.parse(await (await post("/api/wallets/nonce", {})).json());
  const account = privateKeyToAccount(privateKey);
  const message = createSiweMessage({
    address: account.address,
    chainId: named.chainId,
    domain: named.domain,
    nonce: named.nonce,
    uri: named.uri,
    version: "1",
    issuedAt: new Date(named.issuedAt),
    expirationTime: new Date(named.expirationTime),
  });
  return post("/api/wallets/link", { message, signature: await account.signMessage({ message }) });
}
