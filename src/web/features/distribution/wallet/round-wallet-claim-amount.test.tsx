// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { Hex } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useConfig } from "wagmi";
import { connect, disconnect } from "wagmi/actions";
import { pxlUnits, ROUND_ACCOUNTS, roundOf } from "@/web/features/distribution/components/test-data";
import {
  type FakeNode,
  fakeNode,
  injectedWallet,
  NODE_URL,
} from "@/web/features/distribution/wallet/fake-node";
import { RoundWalletClaim } from "@/web/features/distribution/wallet/round-wallet-claim";
import { VisitorWalletProvider } from "@/web/features/distribution/wallet/visitor-wallet-provider";

/*
 * A visitor who is not signed in claims on the public round page: the site's config for visitors
 * (visitor-wagmi-config.ts) with the browser's injected wallet, whose provider reaches a JSON-RPC node
 * behind fetch. The site's relay (/api/chain/rpc) answers 401 as it does for anonymous callers, and
 * every test checks it was never asked.
 */
const { A } = ROUND_ACCOUNTS;
const round = roundOf();
const chainInfo = {
  chainId: 42161,
  demo: false,
  usdt: "0xaf88d065e77c8cC2239327C5EDb3A432268e5831",
  saleWallet: "0x1111111111111111111111111111111111111111",
  explorerTxUrl: "https://arbiscan.io/tx/",
  walletConnectProjectId: null,
};

let node: FakeNode;
/** What A claimed from an earlier root: 300 PXL. A's leaf in this (cumulative) round is 391.23. */
const CLAIMED_BEFORE = pxlUnits(300n);
const LEAF_A = pxlUnits(391n, 23n);
let relayCalls: number;

beforeEach(() => {
  node = fakeNode(chainInfo.chainId, round.root as Hex);
  // The distributor answers cumulativeClaimed(A) as the chain does after A's claim from an earlier root.
  node.claimed = CLAIMED_BEFORE;
  relayCalls = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === NODE_URL) return node.fetch(input, init);
      if (url === "/api/chain") return Response.json(chainInfo);
      if (url.endsWith("/api/chain/rpc")) {
        relayCalls += 1;
        return Response.json({ error: "Sign in first", code: "unauthorized" }, { status: 401 });
      }
      return Response.json({ error: "Not found" }, { status: 404 });
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  delete (window as { ethereum?: unknown }).ethereum;
  localStorage.clear();
});

/** The Connect button the page hands in (the payments feature's chooser), as a plain wagmi connect. */
function ConnectButton() {
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

const errors = {
  isDeclined: (e: unknown) => (e as { code?: number })?.code === 4001 || String(e).includes("rejected"),
  message: (e: unknown) => (e instanceof Error ? (e.message.split("\n")[0] ?? "") : "error"),
};

let configOf: () => import("wagmi").Config;
function Capture() {
  const config = useConfig();
  configOf = () => config;
  return null;
}

async function renderVisitor(account: Hex) {
  const wallet = injectedWallet(account);
  (window as { ethereum?: unknown }).ethereum = wallet;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <VisitorWalletProvider>
        <Capture />
        <RoundWalletClaim
          round={round}
          explorerTxUrl={chainInfo.explorerTxUrl}
          connectWallet={() => <ConnectButton />}
          errors={errors}
        />
      </VisitorWalletProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole("button", { name: "Connect Wallet" }));
  return wallet;
}

/*
 * Every round after the first is cumulative: a leaf holds all the account was ever given, and the
 * distributor pays it less what the account has claimed (cumulativeClaimed). A holder who claimed
 * 300 PXL from the first root and has 391.23 in this one is offered, and told they received, the
 * 91.23 that moves; one who claimed all of it is told so and offered no claim.
 */
describe("a holder's second claim on the public round page", () => {
  it("does not say the whole cumulative amount moved when part of it was claimed before", async () => {
    expect(pxlUnits(391n, 23n) - CLAIMED_BEFORE).toBe(pxlUnits(91n, 23n));
    await renderVisitor(A as Hex);
    await screen.findByTestId("your-leaf");
    const button = await screen.findByRole("button", { name: /^Claim / });
    const leaf = screen.getByTestId("your-leaf").textContent ?? "";
    fireEvent.click(button);
    await screen.findByText("Claimed!", {}, { timeout: 5_000 });
    const said = screen.getByText(/moved to the wallet on chain/).textContent ?? "";
    expect(node.sent).toHaveLength(1);
    expect(relayCalls).toBe(0);
    expect({ button: button.textContent, said }).toEqual({
      button: "Claim 91.23 PXL",
      said: "Claimed! 91.23 PXL moved to the wallet on chain.",
    });
    expect(leaf).toContain("300.00 PXL of it was claimed before: this claim moves the remaining 91.23 PXL.");
    await act(() => disconnect(configOf()));
  });

  it("says a leaf claimed in full is claimed and offers no claim", async () => {
    node.claimed = LEAF_A;
    await renderVisitor(A as Hex);
    expect((await screen.findByTestId("your-leaf")).textContent).toContain("Leaf 1: 391.23 PXL for");
    expect(
      await screen.findByText(
        "This leaf has been claimed in full: nothing is left to claim for this account.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Claim / })).toBeNull();
    expect(screen.getByRole("button", { name: /^Disconnect / })).toBeTruthy();
    expect(node.sent).toHaveLength(0);
    expect(relayCalls).toBe(0);
    await act(() => disconnect(configOf()));
  });
});
