// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { decodeFunctionData, defineChain, isAddressEqual } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createConfig, http, WagmiProvider } from "wagmi";
import { connect, disconnect } from "wagmi/actions";
import { mock } from "wagmi/connectors";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";
import { ACCOUNT, claimOf, pxlUnits } from "@/web/features/distribution/components/test-data";
import { ClaimFlow } from "@/web/features/distribution/wallet/claim-flow";
import { type FakeNode, fakeNode, NODE_URL, SENT_HASH } from "@/web/features/distribution/wallet/fake-node";

const OTHER = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const chain = defineChain({
  id: 42161,
  name: "Test chain",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [NODE_URL] } },
});
const claim = claimOf(pxlUnits(391n, 23n));

let node: FakeNode;
beforeEach(() => {
  node = fakeNode(chain.id);
  vi.stubGlobal("fetch", vi.fn(node.fetch));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** wagmi with the mock connector: a wallet whose every request reaches the fake node. */
async function renderFlow(from: `0x${string}` = ACCOUNT) {
  const config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [from] })],
    transports: { [chain.id]: http(NODE_URL) },
    pollingInterval: 20,
  });
  const connector = config.connectors[0];
  if (!connector) throw new Error("no connector");
  const errors = {
    isDeclined: (e: unknown) => String((e as Error)?.message).includes("User rejected"),
    message: (e: unknown) => (e instanceof Error ? (e.message.split("\n")[0] ?? "") : "error"),
  };
  render(
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={new QueryClient()}>
        <ClaimFlow
          claim={claim}
          label="Claim 391.23 PXL"
          what="Your 391.23 PXL"
          explorerTxUrl={null}
          errors={errors}
          connectWallet={() => <p>Connect Wallet</p>}
        />
      </QueryClientProvider>
    </WagmiProvider>,
  );
  // After the provider's own start (which reads the stored connection), as a holder clicks Connect.
  await act(() => connect(config, { connector }));
  return config;
}

const claimButton = () => screen.findByRole("button", { name: "Claim 391.23 PXL" });

describe("ClaimFlow", () => {
  it("sends claim(account, cumulativeAmount, root, proof) and follows it to Claimed, with its transaction", async () => {
    const config = await renderFlow();
    fireEvent.click(await claimButton());
    expect(await screen.findByText("Claimed!", {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByTestId("claim-hash").textContent).toBe(SENT_HASH);
    expect(node.sent).toHaveLength(1);
    const sent = node.sent[0];
    expect(sent?.to.toLowerCase()).toBe(claim.distributor.toLowerCase());
    const call = decodeFunctionData({ abi: merkleDistributorAbi, data: sent?.data ?? "0x" });
    expect(call.functionName).toBe("claim");
    expect(call.args).toEqual([claim.account, BigInt(claim.cumulativeAmount), claim.root, claim.proof]);
    // Claimed: the button stays locked, nothing to send twice.
    expect((await claimButton()).hasAttribute("disabled")).toBe(true);
    expect(screen.queryByTestId("claim-on-behalf")).toBeNull();
    await disconnect(config);
  });

  it("says the tokens go to the round's account when another wallet sends the claim", async () => {
    await renderFlow(OTHER);
    expect((await screen.findByTestId("claim-on-behalf")).textContent).toContain(claim.account);
    fireEvent.click(await claimButton());
    await screen.findByText("Claimed!", {}, { timeout: 5_000 });
    expect(isAddressEqual(node.sent[0]?.from as `0x${string}`, OTHER)).toBe(true);
    const call = decodeFunctionData({ abi: merkleDistributorAbi, data: node.sent[0]?.data ?? "0x" });
    expect(call.args?.[0]).toBe(claim.account);
  });

  it("does not ask the wallet for a claim the distributor refuses, and says why", async () => {
    node.refuse = {
      errorName: "NothingToClaim",
      args: [claim.account, BigInt(claim.cumulativeAmount), BigInt(claim.cumulativeAmount)],
    };
    await renderFlow();
    fireEvent.click(await claimButton());
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Claim not sent. Nothing left to claim: these tokens were already claimed for this account.",
    );
    expect(node.sent).toHaveLength(0);
    expect((await claimButton()).hasAttribute("disabled")).toBe(false);
  });

  it("says a claim for an older root needs the current round, before the wallet", async () => {
    node.refuse = { errorName: "NotCurrentRoot", args: [claim.root, `0x${"9".repeat(64)}`] };
    await renderFlow();
    fireEvent.click(await claimButton());
    expect((await screen.findByRole("alert")).textContent).toContain("A newer round has been published");
    expect(node.sent).toHaveLength(0);
  });

  it("says a revert without a reason is the distributor's refusal, and nothing was sent", async () => {
    node.refuse = "bare";
    await renderFlow();
    fireEvent.click(await claimButton());
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Claim not sent. The distributor refused this claim, so nothing was sent.",
    );
    expect(node.sent).toHaveLength(0);
  });

  it("says Claim not sent when the holder declines in the wallet", async () => {
    node.declines = true;
    await renderFlow();
    fireEvent.click(await claimButton());
    expect((await screen.findByRole("alert")).textContent).toContain("Claim not sent.");
    expect(screen.queryByTestId("claim-hash")).toBeNull();
  });

  it("fails a sent claim only when the chain reverts it", async () => {
    node.receiptStatus = "0x0";
    await renderFlow();
    fireEvent.click(await claimButton());
    const alert = await screen.findByRole("alert", {}, { timeout: 5_000 });
    expect(alert.textContent).toContain("Claim failed. The claim was reverted on chain, so no tokens moved.");
    expect(screen.getByTestId("claim-hash").textContent).toBe(SENT_HASH);
  });

  it("shows a sent claim's hash while the node does not answer for its receipt, and no failure", async () => {
    // viem asks again for the receipt on its own; claim-state.test.ts covers the trouble that outlasts it.
    node.receiptFailures = 1_000;
    await renderFlow();
    fireEvent.click(await claimButton());
    expect(await screen.findByText(/Waiting for the network to include it/)).toBeTruthy();
    expect(screen.getByTestId("claim-hash").textContent).toBe(SENT_HASH);
    expect(screen.getByText("Do not claim again: this claim is on its way.")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("alert")).toBeNull();
    expect((await claimButton()).hasAttribute("disabled")).toBe(true);
  });
});
