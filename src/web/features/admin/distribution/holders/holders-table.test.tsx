// @vitest-environment jsdom
import { act, cleanup, fireEvent, render as renderNow, screen, within } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Address, Hex } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoundKind } from "@/shared/admin/distribution-rounds";
import type { HolderClaim } from "@/shared/distribution/holder-claims";
import type { MinedClaim } from "@/shared/distribution/mined-claim";
import type { RoundHolder, RoundHolders } from "@/shared/distribution/round-holders";
import type { ClaimWallet } from "./claim-wallet";
import { HoldersTable } from "./holders-table";

type Hash = `0x${string}`;
const ROUND = "0f8fad5b-d9cb-469f-a165-70867728950e";
const ROOT: Hex = `0x${"1".repeat(64)}`;
const TX = `0x${"a".repeat(64)}` as Hash;
const SPED_UP = `0x${"b".repeat(64)}` as Hash;
const PXL = 10n ** 18n;

const holder = (n: number, cumulative: bigint, claimed: bigint): RoundHolder => {
  const account: Address = `0x${String(n).repeat(40)}`;
  const claim: HolderClaim = {
    roundId: ROUND,
    chainId: 42161,
    distributor: `0x${"d".repeat(40)}`,
    token: `0x${"e".repeat(40)}`,
    root: ROOT,
    account,
    cumulativeAmount: cumulative.toString(),
    proof: [`0x${"2".repeat(64)}`],
  };
  return {
    userId: `u${n}`,
    email: `holder${n}@example.com`,
    firstName: `Holder${n}`,
    lastName: "Beridze",
    account,
    cumulativeAmount: cumulative.toString(),
    claimedUnits: claimed.toString(),
    unclaimedUnits: (cumulative - claimed).toString(),
    claim,
  };
};

const roundHolders = (kind: RoundKind, holders: RoundHolder[]): RoundHolders => ({
  roundId: ROUND,
  kind,
  currentRoundId: ROUND,
  chainId: 42161,
  distributor: `0x${"d".repeat(40)}`,
  token: `0x${"e".repeat(40)}`,
  root: ROOT,
  chainRoot: ROOT,
  blockNumber: "100",
  totals: { cumulative: "0", claimed: "0", unclaimed: "0" },
  holders,
});

// The server orders by amount: the claimed holder (1) first. 391.236306 PXL and 12.5 PXL.
const claimedOne = holder(1, 500n * PXL, 500n * PXL);
const unclaimedOne = holder(2, 391_236_306n * 10n ** 12n, 0n);
const small = holder(3, 12n * PXL + PXL / 2n, 0n);

/** The console's tables keep their search in step with the page's address: they render in a router. */
function render(ui: ReactNode) {
  const router = createMemoryRouter([{ path: "/", element: ui }]);
  return renderNow(<RouterProvider router={router} />);
}

/** A promise the test settles when it wants: the wallet's prompt, the network's receipt. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let sent: ReturnType<typeof deferred<Hash>>;
let mined: ReturnType<typeof deferred<{ hash: Hash; outcome: MinedClaim }>>;
let asked: () => void;
let wallet: ClaimWallet & { send: ReturnType<typeof vi.fn>; receipt: ReturnType<typeof vi.fn> };
let refreshes: number;

beforeEach(() => {
  sent = deferred();
  mined = deferred();
  asked = () => undefined;
  refreshes = 0;
  wallet = {
    send: vi.fn((_claim: HolderClaim, onAsked: () => void) => {
      asked = onAsked;
      return sent.promise;
    }),
    receipt: vi.fn(() => mined.promise),
    refusal: (error) => ({ declined: false, message: error instanceof Error ? error.message : "refused" }),
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

let dropWallet: (dropped: boolean) => void = () => undefined;

/**
 * The table as the console holds it: `refresh` answers with the holders as the chain has them after
 * the claim; `dropWallet` is the wallet session losing its account for a moment (a reconnect).
 */
function Harness({
  kind,
  initial,
  after,
}: {
  kind: RoundKind;
  initial: RoundHolder[];
  after: RoundHolder[];
}) {
  const [holders, setHolders] = useState(initial);
  const [dropped, setDropped] = useState(false);
  dropWallet = setDropped;
  return (
    <HoldersTable
      kind={kind}
      holders={roundHolders(kind, holders)}
      wallet={dropped ? null : wallet}
      refresh={async () => {
        refreshes++;
        setHolders(after);
      }}
    />
  );
}

const bodyRows = () => screen.getAllByRole("row").slice(1);
const rowOf = (email: string) => {
  const row = bodyRows().find((r) => within(r).queryByText(email));
  if (!row) throw new Error(`no row for ${email}`);
  return within(row);
};
const claimButton = (email: string) =>
  screen.getByRole("button", { name: new RegExp(`^Claim on behalf of ${email.replace(".", "\\.")}`) });

describe("the holders of a published round", () => {
  it("lists unclaimed holders first with their amounts, and offers a claim only to them", () => {
    render(<Harness kind="pxl" initial={[claimedOne, unclaimedOne, small]} after={[]} />);
    expect(bodyRows().map((r) => within(r).getAllByRole("cell")[0]?.textContent)).toEqual([
      "Holder2 Beridzeholder2@example.com",
      "Holder3 Beridzeholder3@example.com",
      "Holder1 Beridzeholder1@example.com",
    ]);
    const second = rowOf("holder2@example.com");
    expect(second.getByText("Unclaimed", { selector: "span" })).toBeTruthy();
    expect(second.getAllByText("391.23 PXL")).toHaveLength(2); // unclaimed and owed in total
    expect(second.getByText("0.00 PXL")).toBeTruthy();
    expect(claimButton("holder2@example.com").getAttribute("aria-label")).toBe(
      "Claim on behalf of holder2@example.com (391.23 PXL)",
    );
    const first = rowOf("holder1@example.com");
    expect(first.getByText("Claimed", { selector: "span" })).toBeTruthy();
    expect(first.queryByRole("button", { name: /Claim on behalf/ })).toBeNull();

    fireEvent.change(screen.getByLabelText("Show"), { target: { value: "unclaimed" } });
    expect(bodyRows()).toHaveLength(2);
    expect(screen.queryByText("holder1@example.com")).toBeNull();
    fireEvent.change(screen.getByLabelText("Show"), { target: { value: "claimed" } });
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText("holder1@example.com")).toBeTruthy();
  });

  it("writes dividends in USDT and waits for a wallet before any claim", () => {
    const usdt = { ...holder(4, 250_000_000n, 0n) };
    render(
      <HoldersTable
        kind="dividend"
        holders={roundHolders("dividend", [usdt])}
        wallet={null}
        refresh={vi.fn()}
      />,
    );
    expect(rowOf("holder4@example.com").getAllByText("250.00 USDT")).toHaveLength(2);
    const button = screen.getByRole("button", {
      name: "Claim on behalf of holder4@example.com: connect a wallet first",
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it("goes from the wallet's prompt to sent (hash to copy) and confirmed, then the row reads claimed", async () => {
    const claimedAfter = {
      ...unclaimedOne,
      claimedUnits: unclaimedOne.cumulativeAmount,
      unclaimedUnits: "0",
    };
    render(<Harness kind="pxl" initial={[unclaimedOne, small]} after={[claimedAfter, small]} />);
    const button = claimButton("holder2@example.com") as HTMLButtonElement;
    fireEvent.click(button);
    expect(wallet.send).toHaveBeenCalledWith(unclaimedOne.claim, expect.any(Function));
    expect(await screen.findByText("Checking the claim...")).toBeTruthy();
    act(() => asked());
    expect(screen.getByText("Waiting for your wallet: confirm the claim there.")).toBeTruthy();
    expect(button.disabled).toBe(true);

    await act(async () => sent.resolve(TX));
    expect(screen.getByText("Sent. Waiting for the network...")).toBeTruthy();
    expect(screen.getByTestId("claim-on-behalf-hash").textContent).toBe(TX);
    expect(screen.getByRole("button", { name: "Copy claim transaction hash" })).toBeTruthy();
    expect(refreshes).toBe(0);

    // The wallet sped it up: the mined transaction's hash is the one shown.
    await act(async () => mined.resolve({ hash: SPED_UP, outcome: "claimed" }));
    expect(await screen.findByText("Confirmed: claimed on chain.")).toBeTruthy();
    expect(refreshes).toBe(1);
    expect(screen.getByTestId("claim-on-behalf-hash").textContent).toBe(SPED_UP);
    const row = rowOf("holder2@example.com");
    expect(row.getByText("Claimed", { selector: "span" })).toBeTruthy();
    expect(row.queryByRole("button", { name: /Claim on behalf/ })).toBeNull();
    // The other holder's claim is untouched.
    expect(claimButton("holder3@example.com")).toBeTruthy();
    expect(wallet.send).toHaveBeenCalledTimes(1);
  });

  it("keeps a claim's progress while the wallet session reconnects, to confirmed", async () => {
    const claimedAfter = {
      ...unclaimedOne,
      claimedUnits: unclaimedOne.cumulativeAmount,
      unclaimedUnits: "0",
    };
    render(<Harness kind="pxl" initial={[unclaimedOne]} after={[claimedAfter]} />);
    fireEvent.click(claimButton("holder2@example.com"));
    await act(async () => sent.resolve(TX));
    act(() => dropWallet(true));
    expect(screen.getByText("Sent. Waiting for the network...")).toBeTruthy();
    await act(async () => mined.resolve({ hash: TX, outcome: "claimed" }));
    expect(await screen.findByText("Confirmed: claimed on chain.")).toBeTruthy();
    act(() => dropWallet(false));
    expect(screen.getByText("Confirmed: claimed on chain.")).toBeTruthy();
    expect(screen.getByTestId("claim-on-behalf-hash").textContent).toBe(TX);
    expect(screen.queryByRole("button", { name: /Claim on behalf/ })).toBeNull();
  });

  it("says 'not sent' when the wallet or the distributor refuses, and the claim can be sent again", async () => {
    render(<Harness kind="pxl" initial={[unclaimedOne]} after={[unclaimedOne]} />);
    fireEvent.click(claimButton("holder2@example.com"));
    await act(async () => sent.reject(new Error("You declined the request in your wallet.")));
    expect(screen.getByText(/^Not sent: /).textContent).toBe(
      "Not sent: You declined the request in your wallet.",
    );
    expect(wallet.receipt).not.toHaveBeenCalled();
    expect((claimButton("holder2@example.com") as HTMLButtonElement).disabled).toBe(false);
    expect(refreshes).toBe(0);
  });

  it("stays 'sent' while the network does not answer, and says failed only when the chain reverted", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    wallet.receipt.mockImplementation(() =>
      ++calls === 1 ? Promise.reject(new Error("fetch failed")) : mined.promise,
    );
    render(<Harness kind="pxl" initial={[unclaimedOne]} after={[unclaimedOne]} />);
    fireEvent.click(claimButton("holder2@example.com"));
    await act(async () => sent.resolve(TX));
    expect(await screen.findByText("The network is slow to answer: do not send it again.")).toBeTruthy();
    expect(screen.getByText("Sent. Waiting for the network...")).toBeTruthy();
    expect(screen.queryByText(/^Failed/)).toBeNull();
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(wallet.receipt).toHaveBeenCalledTimes(2);
    await act(async () => mined.resolve({ hash: TX, outcome: "reverted" }));
    expect(screen.getByText(/^Failed: /).textContent).toMatch(/reverted on chain, so no tokens moved/);
    expect(screen.getByTestId("claim-on-behalf-hash").textContent).toBe(TX);
    expect(refreshes).toBe(0);
  });
});
