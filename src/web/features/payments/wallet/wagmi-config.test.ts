// @vitest-environment jsdom

import { arbitrum } from "viem/chains";
import { describe, expect, it } from "vitest";
import { createStorage } from "wagmi";
import type { PublicChain } from "@/shared/chain/public-chain";
import { walletConnectors } from "./wagmi-config";

const chain: PublicChain = {
  chainId: 42161,
  demo: false,
  usdt: "0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9",
  saleWallet: `0x${"5a".repeat(20)}`,
  explorerTxUrl: "https://arbiscan.io/tx/",
  walletConnectProjectId: null,
};
const demoWallet = {
  address: "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
  privateKey: `0x${"11".repeat(32)}`,
};

/** The connectors' ids, as the connect dialog lists them (built, never connected). */
function offered(on: PublicChain, demoWallets?: (typeof demoWallet)[]) {
  const emitter = { emit() {}, on() {}, off() {}, once() {}, listenerCount: () => 0 };
  const config = {
    chains: [arbitrum],
    emitter,
    storage: createStorage({ storage: localStorage }),
    transports: {},
  };
  return walletConnectors(on, demoWallets as never, "http://localhost/api/chain/rpc").map(
    (create) => create(config as never).id,
  );
}

describe("the wallets offered", () => {
  it("offers WalletConnect on Arbitrum only when the site has a project id", () => {
    expect(offered(chain)).toEqual(["injected"]);
    expect(offered({ ...chain, walletConnectProjectId: "0123456789abcdef0123456789abcdef" })).toEqual([
      "injected",
      "walletConnect",
    ]);
  });

  it("offers only the demo wallets on the demo chain, project id or not", () => {
    expect(
      offered({ ...chain, demo: true, walletConnectProjectId: "0123456789abcdef0123456789abcdef" }, [
        demoWallet,
      ]),
    ).toEqual(["demo-wallet-1"]);
  });
});
