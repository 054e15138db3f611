import type { Page } from "@playwright/test";
import { BaseError, createWalletClient, type Hex, numberToHex, RpcRequestError } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { demoChain } from "./demo-chain";

interface RpcAnswer {
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/**
 * A browser wallet in the page (window.ethereum, EIP-1193) holding `privateKey` on the demo chain: what
 * a visitor who is not signed in brings, since the site's demo wallets and its relay serve signed-in
 * people only. The page asks it as it would ask MetaMask; the test process signs and talks to anvil
 * (a Playwright binding: the browser cannot reach anvil, nor may it under the site's CSP). `requests`
 * lists every method the page asked the wallet, `sent` the hashes of the transactions it sent.
 */
export async function injectWallet(page: Page, privateKey: Hex) {
  const { chain, transport, client } = demoChain();
  const account = privateKeyToAccount(privateKey);
  const wallet = createWalletClient({ chain, transport, account });
  const requests: string[] = [];
  const sent: Hex[] = [];

  await page.exposeFunction(
    "pxlTestWallet",
    async (method: string, params: unknown[]): Promise<RpcAnswer> => {
      requests.push(method);
      try {
        switch (method) {
          case "eth_requestAccounts":
          case "eth_accounts":
            return { result: [account.address] };
          case "eth_chainId":
            return { result: numberToHex(chain.id) };
          case "wallet_requestPermissions":
            return {
              error: { code: 4200, message: "This wallet does not support wallet_requestPermissions." },
            };
          case "eth_sendTransaction": {
            const [tx] = params as [{ to: Hex; data?: Hex; value?: Hex; gas?: Hex }];
            const hash = await wallet.sendTransaction({
              to: tx.to,
              data: tx.data,
              value: tx.value ? BigInt(tx.value) : undefined,
              gas: tx.gas ? BigInt(tx.gas) : undefined,
            });
            sent.push(hash);
            return { result: hash };
          }
          default:
            // biome-ignore lint/suspicious/noExplicitAny: the page's reads go to the node as asked.
            return { result: await client.request({ method, params } as any) };
        }
      } catch (error) {
        const rpc = error instanceof BaseError ? error.walk((e) => e instanceof RpcRequestError) : undefined;
        if (rpc instanceof RpcRequestError) {
          return { error: { code: rpc.code, message: rpc.details, data: rpc.data } };
        }
        return { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } };
      }
    },
  );

  await page.addInitScript(() => {
    const ask = (method: string, params: unknown[]) =>
      (window as unknown as { pxlTestWallet(m: string, p: unknown[]): Promise<RpcAnswer> }).pxlTestWallet(
        method,
        params,
      );
    Object.defineProperty(window, "ethereum", {
      configurable: true,
      value: {
        async request({ method, params }: { method: string; params?: unknown[] }) {
          const answer = await ask(method, params ?? []);
          if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
          return answer.result;
        },
        on() {},
        removeListener() {},
      },
    });
  });
  return { address: account.address, requests, sent };
}
