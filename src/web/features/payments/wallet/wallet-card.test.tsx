// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WalletCard } from "@/web/features/payments/wallet/wallet-card";

// The real button loads wagmi; the card only needs its contract.
vi.mock("@/web/features/payments/wallet/link-wallet-button", () => ({
  default: ({ onLinked }: { onLinked: () => void }) => (
    <button type="button" onClick={onLinked}>
      Sign & Link Wallet
    </button>
  ),
}));

const A = "0xAAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa";
const B = "0xBBbBBbbBBbBbbbBbBBbBBbbBbbBbBBBbbBbbBbbb";
type Wallets = { address: string; primary: boolean; linkedAt: string }[];

let wallets: Wallets;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  wallets = [
    { address: A, primary: true, linkedAt: "2026-01-01T00:00:00.000Z" },
    { address: B, primary: false, linkedAt: "2026-01-02T00:00:00.000Z" },
  ];
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    if (method === "POST" && url === `/api/wallets/${B}/primary`) {
      wallets = wallets.map((w) => ({ ...w, primary: w.address === B })).reverse();
    } else if (method === "DELETE" && url === `/api/wallets/${B}`) {
      wallets = wallets.filter((w) => w.address !== B);
    } else if (!(method === "GET" && url === "/api/wallets")) {
      return new Response(JSON.stringify({ error: "Not found" }), { status: 404 });
    }
    return new Response(JSON.stringify({ wallets }), { status: 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <WalletCard />
    </QueryClientProvider>,
  );
}

const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit)?.method ?? "GET"} ${url}`);

describe("WalletCard", () => {
  it("lists the linked wallets with the primary one marked", async () => {
    renderCard();
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => within(item).queryByText("Primary") !== null)).toEqual([true, false]);
    expect(items[0]?.textContent).toContain(A);
    expect(within(items[1] as HTMLElement).getByRole("button", { name: `Make ${B} primary` })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Link Another Wallet" })).toBeTruthy();
  });

  it("makes another wallet primary through the API", async () => {
    renderCard();
    fireEvent.click(await screen.findByRole("button", { name: `Make ${B} primary` }));
    await waitFor(() => expect(screen.getAllByRole("listitem")[0]?.textContent).toContain(B));
    expect(calls()).toContain(`POST /api/wallets/${B}/primary`);
    expect(within(screen.getAllByRole("listitem")[0] as HTMLElement).getByText("Primary")).toBeTruthy();
  });

  it("removes a wallet only after saying what removing means", async () => {
    renderCard();
    fireEvent.click(await screen.findByRole("button", { name: `Remove ${B}` }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this wallet?" });
    expect(dialog.textContent).toContain("Payments already credited from this wallet stay yours.");
    expect(calls()).not.toContain(`DELETE /api/wallets/${B}`);
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove Wallet" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(calls()).toContain(`DELETE /api/wallets/${B}`);
    expect(screen.queryByText(B)).toBeNull();
  });

  it("offers to link a first wallet when none is linked", async () => {
    wallets = [];
    renderCard();
    expect(await screen.findByText("No wallet is linked to your account yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Link a Wallet" }));
    expect(await screen.findByRole("button", { name: "Sign & Link Wallet" })).toBeTruthy();
  });
});
