import {
  type Address,
  type Chain,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  isAddress,
  numberToHex,
  SwitchChainError,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createConnector } from "wagmi";

/** A demo wallet: one of anvil's published development keys, holding demo USDT on the local chain. */
export interface DemoWalletKey {
  address: Address;
  privateKey: Hex;
}

interface TransactionParams {
  to?: Address;
  data?: Hex;
  value?: Hex;
  gas?: Hex;
}

interface DemoProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

/** The demo wallet's address, when the connector is a demo wallet. */
export const demoAddressOf = (connector: object): Address | undefined =>
  "demoAddress" in connector &&
  typeof connector.demoAddress === "string" &&
  isAddress(connector.demoAddress, { strict: false })
    ? connector.demoAddress
    : undefined;

const rememberKey = (n: number) => `pxl.demo-wallet.${n}`;

/**
 * The demo chain's built-in wallet n: an EIP-1193 provider that signs in the page with the demo key
 * and sends the signed transaction through the site's RPC proxy. Only ever created on the demo chain,
 * whose keys are public and hold nothing real.
 */
export function demoConnector(n: number, wallet: DemoWalletKey, rpcUrl: string, name = `Demo wallet ${n}`) {
  const account = privateKeyToAccount(wallet.privateKey);
  let connected = sessionStorage.getItem(rememberKey(n)) === "1";

  return createConnector<DemoProvider, { demoAddress: Address }>((config) => {
    const chain = config.chains[0] as Chain;
    const client = createWalletClient({ account, chain, transport: http(rpcUrl) });

    const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
      switch (method) {
        case "eth_chainId":
          return numberToHex(chain.id);
        case "eth_accounts":
          return connected ? [account.address] : [];
        case "eth_requestAccounts":
          return [account.address];
        case "personal_sign": {
          const [message] = params as [Hex, Address];
          return account.signMessage({ message: { raw: message } });
        }
        case "eth_sendTransaction": {
          const [tx] = params as [TransactionParams];
          if (!tx.to) throw new Error("The demo wallet only sends to contracts and wallets.");
          return client.sendTransaction({
            to: tx.to,
            data: tx.data,
            value: tx.value ? BigInt(tx.value) : undefined,
            gas: tx.gas ? BigInt(tx.gas) : undefined,
          });
        }
        case "wallet_switchEthereumChain": {
          const [{ chainId }] = params as [{ chainId: Hex }];
          if (Number(chainId) !== chain.id) throw new SwitchChainError(new Error("Only the demo chain"));
          return null;
        }
        default:
          // biome-ignore lint/suspicious/noExplicitAny: reads go to the site's node as asked.
          return client.request({ method, params } as any);
      }
    };
    const provider: DemoProvider = { request };

    return {
      id: `demo-wallet-${n}`,
      name,
      type: "demo",
      demoAddress: account.address,
      async connect<withCapabilities extends boolean = false>() {
        connected = true;
        sessionStorage.setItem(rememberKey(n), "1");
        return {
          accounts: [account.address] as never as withCapabilities extends true
            ? readonly { address: Address; capabilities: Record<string, unknown> }[]
            : readonly Address[],
          chainId: chain.id,
        };
      },
      async disconnect() {
        connected = false;
        sessionStorage.removeItem(rememberKey(n));
      },
      async getAccounts() {
        return connected ? [getAddress(account.address)] : [];
      },
      async getChainId() {
        return chain.id;
      },
      async getProvider() {
        return provider;
      },
      async isAuthorized() {
        return connected;
      },
      async switchChain({ chainId }) {
        if (chainId !== chain.id) throw new SwitchChainError(new Error("Only the demo chain"));
        return chain;
      },
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {
        connected = false;
        config.emitter.emit("disconnect");
      },
    };
  });
}
