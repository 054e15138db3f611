import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { Hex } from "viem";
import { afterEach, beforeEach, vi } from "vitest";
import { type Config, useConfig } from "wagmi";
import { connect } from "wagmi/actions";
import type { PublicChain } from "@/shared/chain/public-chain";
import type { PublicRound } from "@/shared/distribution/holder-claims";
import {
  type FakeNode,
  fakeNode,
  injectedWallet,
  NODE_URL,
} from "@/web/features/distribution/wallet/fake-node";
import { RoundWalletClaim } from "@/web/features/distribution/wallet/round-wallet-claim";
import { VisitorWalletProvider } from "@/web/features/distribution/wallet/visitor-wallet-provider";

/*
 * The public round page's claims as a visitor who is not signed in meets them, for jsdom tests: the
 * site's config for visitors with the browser's injected wallet, whose provider reaches a JSON-RPC node
 * behind fetch (fake-node.ts). The site's relay (/api/chain/rpc) answers 401 as it does for anonymous
 * callers, and counts every call, so a test can check it was never asked.
 */

export const chainInfo: PublicChain = {
  chainId: 42161,
  demo: false,
  usdt: "0xaf88d065e77c8cC2239327C5EDb3A432268e5831",
  saleWallet: "0x1111111111111111111111111111111111111111",
  explorerTxUrl: "https://arbiscan.io/tx/",
  walletConnectProjectId: null,
};

export interface VisitorWorld {
  node: FakeNode;
  relayCalls: number;
  /** The wagmi config the last `renderVisitorClaim` rendered in. */
  config: () => Config;
}

/**
 * Before each test, a node for `round` (whose distributor answers `claimed` for cumulativeClaimed)
 * behind fetch; after each, the page, the stubs and the injected wallet are gone.
 */
export function setUpVisitorWorld(
  round: PublicRound,
  { claimed = 0n }: { claimed?: bigint } = {},
): VisitorWorld {
  const world = {
    config: () => {
      throw new Error("render a claim first");
    },
  } as unknown as VisitorWorld;
  beforeEach(() => {
    world.node = fakeNode(chainInfo.chainId, round.root as Hex);
    world.node.claimed = claimed;
    world.relayCalls = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url === NODE_URL) return world.node.fetch(input, init);
        if (url === "/api/chain") return Response.json(chainInfo);
        if (url === "/api/auth/get-session") return Response.json(null);
        if (url.endsWith("/api/chain/rpc")) {
          world.relayCalls += 1;
          return Response.json({ error: "Sign in first", code: "unauthorized" }, { status: 401 });
        }
        return Response.json({ error: "Not found" }, { status: 404 });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    delete (window as { ethereum?: unknown }).ethereum;
    localStorage.clear();
  });
  return world;
}

/** The browser's wallet, holding `account`, as window.ethereum. */
export function installWallet(account: Hex) {
  const wallet = injectedWallet(account);
  (window as { ethereum?: unknown }).ethereum = wallet;
  return wallet;
}

/** The Connect button the page hands in (the payments feature's chooser), as a plain wagmi connect. */
export function ConnectButton() {
  const config = useConfig();
  return (
    <button
      type="button"
      onClick={() => {
        const injected = config.connectors.find((c) => c.id === "injected");
        if (injected) void connect(config, { connector: injected });
      }}
    >
      Connect Wallet
    </button>
  );
}

/** The wallet's words for a refusal and an error, as the payments feature gives them. */
export const walletErrors = {
  isDeclined: (e: unknown) => (e as { code?: number })?.code === 4001 || String(e).includes("rejected"),
  message: (e: unknown) => (e instanceof Error ? (e.message.split("\n")[0] ?? "") : "error"),
};

/** Hands the wagmi config it renders in to the test (to disconnect at the end). */
function Capture({ onConfig }: { onConfig: (config: Config) => void }) {
  onConfig(useConfig());
  return null;
}

/** The round's own-leaf claim with `account`'s wallet in the browser, connected. */
export async function renderVisitorClaim(world: VisitorWorld, round: PublicRound, account: Hex) {
  const wallet = installWallet(account);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <VisitorWalletProvider>
        <Capture
          onConfig={(config) => {
            world.config = () => config;
          }}
        />
        <RoundWalletClaim
          round={round}
          explorerTxUrl={chainInfo.explorerTxUrl}
          connectWallet={() => <ConnectButton />}
          errors={walletErrors}
        />
      </VisitorWalletProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole("button", { name: "Connect Wallet" }));
  return wallet;
}
