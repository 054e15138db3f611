// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { decodeFunctionData, type Hex } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useConfig } from "wagmi";
import { connect, disconnect } from "wagmi/actions";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import { ROUND_ACCOUNTS, roundOf } from "@/web/features/distribution/components/test-data";
import { type FakeNode, fakeNode, NODE_URL, SENT_HASH } from "@/web/features/distribution/wallet/fake-node";
import { RoundWalletClaim } from "@/web/features/distribution/wallet/round-wallet-claim";
import { NO_DISTRIBUTOR } from "@/web/features/distribution/wallet/use-claim";
import { VisitorWalletProvider } from "@/web/features/distribution/wallet/visitor-wallet-provider";

/*
 * A visitor who is not signed in claims on the public round page: the site's config for visitors
 * (visitor-wagmi-config.ts) with the browser's injected wallet, whose provider reaches a JSON-RPC node
 * behind fetch. The site's relay (/api/chain/rpc) answers 401 as it does for anonymous callers, and
 * every test checks it was never asked.
 */
const { A, B } = ROUND_ACCOUNTS;
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
let relayCalls: number;
/** Released to let the wallet answer eth_sendTransaction: the holder confirming in the wallet. */
let confirmInWallet: () => void;

/** An injected wallet (window.ethereum) holding `account`: it signs nothing, its node does the rest. */
function injectedWallet(account: Hex) {
  let id = 0;
  let confirmed = Promise.resolve();
  return {
    holdConfirmation() {
      confirmed = new Promise((resolve) => {
        confirmInWallet = resolve;
      });
    },
    async request({ method, params }: { method: string; params?: unknown[] }): Promise<unknown> {
      if (method === "eth_requestAccounts" || method === "eth_accounts") return [account];
      if (method === "wallet_requestPermissions")
        throw Object.assign(new Error("Unsupported"), { code: 4200 });
      if (method === "eth_sendTransaction") await confirmed;
      const answer = await fetch(NODE_URL, {
        method: "POST",
        body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params: params ?? [] }),
      });
      const body = (await answer.json()) as { result?: unknown; error?: { code: number; message: string } };
      if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
      return body.result;
    },
    on() {},
    removeListener() {},
  };
}

beforeEach(() => {
  node = fakeNode(chainInfo.chainId, round.root as Hex);
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

const claimButton = (name: string) => screen.findByRole("button", { name });

describe("a visitor's claim on the public round page", () => {
  it("finds the connected wallet's leaf and claims it through the wallet's own provider, never the relay", async () => {
    const wallet = await renderVisitor(A as Hex);
    expect((await screen.findByTestId("your-leaf")).textContent).toContain(`Leaf 1: 391.23 PXL for ${A}`);
    wallet.holdConfirmation();
    fireEvent.click(await claimButton("Claim 391.23 PXL"));
    expect(await screen.findByText("Confirm the claim in your wallet...")).toBeTruthy();
    expect(node.sent).toHaveLength(0);
    act(() => confirmInWallet());
    expect(await screen.findByText("Claimed!", {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByTestId("claim-hash").textContent).toBe(SENT_HASH);

    expect(node.sent).toHaveLength(1);
    const call = decodeFunctionData({ abi: merkleDistributorAbi, data: node.sent[0]?.data ?? "0x" });
    const leaf = round.leaves[0];
    expect(call.args).toEqual([A, BigInt(leaf?.cumulativeAmount ?? 0), round.root, leaf?.proof]);
    // The check before the wallet and the receipt were read from the wallet's node.
    expect(node.methods).toEqual(
      expect.arrayContaining(["eth_call", "eth_sendTransaction", "eth_getTransactionReceipt"]),
    );
    expect(relayCalls).toBe(0);
    await act(() => disconnect(configOf()));
  });

  it("claims for an account typed in when the wallet has no leaf: the tokens go to that account", async () => {
    const stranger = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
    await renderVisitor(stranger);
    expect((await screen.findByTestId("leaf-finding")).textContent).toContain(
      "The connected wallet 0x15d3…6A65 has no leaf in this round.",
    );
    const input = screen.getByLabelText("Account to claim for");
    fireEvent.change(input, { target: { value: "0x3c44" } });
    expect(screen.getByTestId("leaf-finding").textContent).toContain("Enter an account address");
    fireEvent.change(input, { target: { value: B.toLowerCase() } });
    expect((await screen.findByTestId("claim-on-behalf")).textContent).toContain(B);
    fireEvent.click(await claimButton("Claim 1,000.00 PXL"));
    await screen.findByText("Claimed!", {}, { timeout: 5_000 });
    expect(node.sent[0]?.from.toLowerCase()).toBe(stranger.toLowerCase());
    const call = decodeFunctionData({ abi: merkleDistributorAbi, data: node.sent[0]?.data ?? "0x" });
    expect(call.args?.[0]).toBe(B);
    expect(relayCalls).toBe(0);
    await act(() => disconnect(configOf()));
  });

  it("sends nothing from a wallet on another network, where the distributor is not, and says so", async () => {
    node.root = null;
    await renderVisitor(A as Hex);
    // What the account has claimed is read before a claim is offered: there is no distributor to ask.
    expect((await screen.findByRole("alert")).textContent).toContain(NO_DISTRIBUTOR);
    expect(screen.queryByRole("button", { name: /^Claim / })).toBeNull();
    expect(node.sent).toHaveLength(0);
    expect(screen.queryByTestId("claim-hash")).toBeNull();
    expect(relayCalls).toBe(0);
    await act(() => disconnect(configOf()));
  });

  it("says Claim not sent when the visitor declines in the wallet, and lets them try again", async () => {
    node.declines = true;
    await renderVisitor(A as Hex);
    fireEvent.click(await claimButton("Claim 391.23 PXL"));
    expect((await screen.findByRole("alert")).textContent).toContain("Claim not sent.");
    expect(screen.queryByTestId("claim-hash")).toBeNull();
    await waitFor(async () =>
      expect((await claimButton("Claim 391.23 PXL")).hasAttribute("disabled")).toBe(false),
    );
    expect(relayCalls).toBe(0);
    await act(() => disconnect(configOf()));
  });
});
