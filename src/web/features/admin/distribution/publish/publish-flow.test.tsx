// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoundSummary } from "@/shared/admin/distribution-rounds";
import type { MinedRootSet } from "@/shared/distribution/mined-root-set";
import type { RoundPublishing } from "@/shared/distribution/round-publishing";
import { PublishFlow } from "@/web/features/admin/distribution/publish/publish-flow";
import { fundingSentence } from "@/web/features/admin/distribution/publish/publishing-facts";
import type { PublishWallet } from "@/web/features/admin/distribution/publish/use-publish-round";

type Hash = `0x${string}`;
const ROUND_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const OWNER = "0x00000000000000000000000000000000000000aa";
const OTHER = "0x00000000000000000000000000000000000000bb";
const ROOT = `0x${"1".repeat(64)}` as Hash;
const TX = `0x${"a".repeat(64)}` as Hash;
const SPED_UP = `0x${"b".repeat(64)}` as Hash;
const PUBLISH_URL = `/api/admin/distribution/rounds/${ROUND_ID}/publish`;

const publishing: RoundPublishing = {
  roundId: ROUND_ID,
  kind: "pxl",
  status: "draft",
  chainId: 42161,
  distributor: "0x00000000000000000000000000000000000000d1",
  token: "0x00000000000000000000000000000000000000e1",
  root: ROOT,
  owner: OWNER,
  currentRoot: null,
  requiredBalance: "391236306000000000000",
  balance: "1095000000000000000000000",
  shortfall: "0",
};

const published = (hash: Hash): RoundSummary => ({
  id: ROUND_ID,
  kind: "pxl",
  period: null,
  recordDate: null,
  profitMicroUsdt: null,
  poolMicroUsdt: null,
  remainderMicroUsdt: null,
  totalAmount: "391236306000000000000",
  entries: 1,
  reason: "Board decision 2026-12 (minutes no. 14)",
  createdBy: "ops@example.com",
  status: "published",
  merkleRoot: ROOT,
  setRootTxHash: hash,
  createdAt: "2026-11-25T10:00:00.000Z",
  publishedAt: "2026-11-25T10:05:00.000Z",
});

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
let mined: ReturnType<typeof deferred<{ hash: Hash; outcome: MinedRootSet }>>;
let wallet: PublishWallet & { send: ReturnType<typeof vi.fn> };
let fetchMock: ReturnType<typeof vi.fn>;
let publishAnswer: () => Response;
let onPublished: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  sent = deferred();
  mined = deferred();
  wallet = {
    send: vi.fn(() => sent.promise),
    receipt: vi.fn(() => mined.promise),
    refusalMessage: (error) => (error instanceof Error ? error.message : "refused"),
  };
  publishAnswer = () => Response.json(published(TX));
  fetchMock = vi.fn(async () => publishAnswer());
  vi.stubGlobal("fetch", fetchMock);
  onPublished = vi.fn<() => void>();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** `account` null: no wallet connected. */
function renderFlow(over: Partial<RoundPublishing> = {}, account: string | null = OWNER) {
  render(
    <PublishFlow
      publishing={{ ...publishing, ...over }}
      account={account ?? undefined}
      wallet={wallet}
      onPublished={onPublished}
    />,
  );
}

const publishButton = () => screen.getByRole("button", { name: "Publish" }) as HTMLButtonElement;
const postedHashes = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === PUBLISH_URL && (init as RequestInit).method === "POST")
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)).txHash);

describe("publishing a round with the owner's wallet", () => {
  it("goes from the wallet's prompt to sent, confirming and published, and records the mined hash", async () => {
    renderFlow();
    fireEvent.click(publishButton());
    expect(await screen.findByText(/Waiting for your wallet/)).toBeTruthy();
    expect(wallet.send).toHaveBeenCalledWith(ROOT);
    expect(publishButton().disabled).toBe(true);

    await act(async () => sent.resolve(TX));
    expect(screen.getByText(/Sent\. Waiting for the network/)).toBeTruthy();
    expect(screen.getByText(TX)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    // The wallet sped the transaction up: the one mined, under its new hash, is the publication.
    publishAnswer = () => Response.json(published(SPED_UP));
    await act(async () => mined.resolve({ hash: SPED_UP, outcome: "set" }));
    expect(await screen.findByText("Published: holders can claim this round now.")).toBeTruthy();
    expect(postedHashes()).toEqual([SPED_UP]);
    expect(screen.getByText(SPED_UP)).toBeTruthy();
    expect(onPublished).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
  });

  it("says 'confirming' while the server checks the mined transaction, not before", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderFlow();
    fireEvent.click(publishButton());
    await act(async () => sent.resolve(TX));
    expect(screen.queryByText(/Confirming the publication/)).toBeNull();
    await act(async () => mined.resolve({ hash: TX, outcome: "set" }));
    expect(screen.getByText(/On chain\. Confirming the publication with the server/)).toBeTruthy();
    await act(async () => answer(Response.json(published(TX))));
    expect(await screen.findByText("Published: holders can claim this round now.")).toBeTruthy();
  });

  it("calls it 'not sent' when the wallet refused, and lets the operator try again", async () => {
    renderFlow();
    fireEvent.click(publishButton());
    await act(async () => sent.reject(new Error("You declined the request in your wallet.")));
    expect(screen.getByRole("alert").textContent).toBe("Not sent: You declined the request in your wallet.");
    expect(publishButton().disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("calls it failed when the chain reverted the transaction, and records nothing", async () => {
    renderFlow();
    fireEvent.click(publishButton());
    await act(async () => sent.resolve(TX));
    await act(async () => mined.resolve({ hash: TX, outcome: "reverted" }));
    expect(screen.getByRole("alert").textContent).toMatch(/^Failed: The network reverted the transaction/);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onPublished).not.toHaveBeenCalled();
  });

  it.each([
    [
      "replaced",
      "Not published: The wallet put another transaction in its place before it was mined, and that one set no root of this round. Publish again.",
    ],
    [
      "cancelled",
      "Not published: The wallet cancelled the transaction before it was mined: the root was not set.",
    ],
  ] as const)(
    "says no root was set when the wallet %s the transaction, and records nothing",
    async (outcome, text) => {
      renderFlow();
      fireEvent.click(publishButton());
      await act(async () => sent.resolve(TX));
      // The wallet is asked what the mined transaction did for this round's root.
      expect(wallet.receipt).toHaveBeenCalledWith(TX, ROOT);
      await act(async () => mined.resolve({ hash: SPED_UP, outcome }));
      expect(screen.getByRole("alert").textContent).toBe(text);
      expect(screen.getByText(SPED_UP)).toBeTruthy();
      expect(publishButton().disabled).toBe(false);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(onPublished).not.toHaveBeenCalled();
    },
  );

  it("never calls a mined transaction failed when the server refuses it: it offers to record it again", async () => {
    publishAnswer = () =>
      Response.json({ error: "The transaction is not final yet.", code: "not_final" }, { status: 409 });
    renderFlow();
    fireEvent.click(publishButton());
    await act(async () => sent.resolve(TX));
    await act(async () => mined.resolve({ hash: TX, outcome: "set" }));
    expect(
      await screen.findByText(
        /on chain, but the round is not marked published yet: The transaction is not final yet\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^Failed/)).toBeNull();

    publishAnswer = () => Response.json(published(TX));
    fireEvent.click(screen.getByRole("button", { name: "Record the publication again" }));
    expect(await screen.findByText("Published: holders can claim this round now.")).toBeTruthy();
    expect(postedHashes()).toEqual([TX, TX]);
    expect(wallet.send).toHaveBeenCalledTimes(1);
  });

  it("warns when the connected wallet is not the distributor's owner", () => {
    renderFlow({}, OTHER);
    expect(screen.getByText(/The connected wallet is not the distributor's owner/).textContent).toContain(
      OWNER,
    );
    cleanup();
    renderFlow({}, OWNER.toUpperCase().replace("0X", "0x"));
    expect(screen.queryByText(/not the distributor's owner/)).toBeNull();
  });

  it("offers no Publish without a wallet, nor while the distributor is short, and says what to transfer", () => {
    renderFlow({}, null);
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
    cleanup();
    const short = { balance: "378736306000000000000", shortfall: "12500000000000000001" };
    renderFlow(short);
    expect(publishButton().disabled).toBe(true);
    expect(fundingSentence({ ...publishing, ...short })).toBe(
      "Transfer 12.500000000000000001 PXL to the distributor before publishing: it holds 378.73 PXL and the claims this root allows need 391.23 PXL.",
    );
    expect(
      fundingSentence({
        ...publishing,
        kind: "dividend",
        balance: "5000000",
        requiredBalance: "4466100",
        shortfall: "0",
      }),
    ).toBe("The distributor holds enough: 5.00 USDT for 4.46 USDT of claims not yet made.");
  });

  it("records a setMerkleRoot sent earlier when the distributor's root is already this round's", async () => {
    renderFlow({ currentRoot: ROOT });
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
    fireEvent.change(screen.getByRole("textbox", { name: "Transaction hash" }), {
      target: { value: "0x12" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Record the publication" }));
    expect(
      await screen.findByText("Enter the transaction hash: 0x followed by 64 hexadecimal characters."),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole("textbox", { name: "Transaction hash" }), {
      target: { value: TX.toUpperCase().replace("0X", "0x") },
    });
    fireEvent.click(screen.getByRole("button", { name: "Record the publication" }));
    expect(await screen.findByText("Published: holders can claim this round now.")).toBeTruthy();
    await waitFor(() => expect(postedHashes()).toEqual([TX]));
    expect(wallet.send).not.toHaveBeenCalled();
  });
});
