// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildMerkleRound } from "@/shared/distribution/merkle-tree";
import RoundPage from "@/web/app/routes/_marketing/round";

const ID = "7f1e0a52-4c1b-4f6e-9d35-2a1b8c3d4e5f";
const A = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const B = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";

/** The round as the API sends it: JSON, the tree dump included. */
function roundJson() {
  const built = buildMerkleRound([
    { account: A, cumulativeAmount: 12_500_000n },
    { account: B, cumulativeAmount: 7_500_001n },
  ]);
  return JSON.parse(
    JSON.stringify({
      id: ID,
      kind: "dividend",
      period: "H1 2026",
      recordDate: "2026-06-30T00:00:00Z",
      publishedAt: "2026-11-25T12:00:00Z",
      chainId: 42161,
      distributor: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      token: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
      root: built.root,
      setRootTxHash: `0x${"ab".repeat(32)}`,
      totalAmount: "20000001",
      leaves: built.claims.map((c) => ({ ...c, cumulativeAmount: c.cumulativeAmount.toString() })),
      tree: built.dump,
    }),
  );
}

function serve(round: object | null) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === `/api/rounds/${ID}` && round) return Response.json(round);
      if (url === "/api/auth/get-session") return Response.json(null);
      return Response.json({ error: "Not found" }, { status: 404 });
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "/rounds/:id", element: <RoundPage /> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("/rounds/:id", () => {
  it("loads the round from the API, checks its tree and offers a visitor the claim with their own wallet", async () => {
    serve(roundJson());
    renderAt(`/rounds/${ID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Dividend round H1 2026" })).toBeTruthy();
    expect(screen.getByTestId("round-check").textContent).toContain(
      "Verified: every leaf and proof matches the root.",
    );
    expect(screen.getByText("20.000001 USDT")).toBeTruthy();
    // No sign-in needed: the visitor's wallet sends the claim and follows it through its own provider.
    expect(screen.getByRole("region", { name: "Claim with your wallet" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Sign in to claim/ })).toBeNull();
  });

  it("says there is no such round", async () => {
    serve(null);
    renderAt(`/rounds/${ID}`);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "There is no published round with this address.",
    );
  });
});
