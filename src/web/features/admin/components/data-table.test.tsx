// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminAuditRow } from "@/shared/admin/audit";
import { AuditTable } from "@/web/features/admin/audit/audit-table";
import { searchDelayMs } from "@/web/features/admin/components/data-table-search";

/** 60 audit rows on the server; it pages them as asked (sorting and filtering are the server's, not tested here). */
const TOTAL = 60;
const row = (id: number): AdminAuditRow => ({
  id,
  at: new Date(Date.UTC(2026, 4, 1, 10, 0, id)).toISOString(),
  actor: "ops@example.com",
  action: "kyc_approved",
  subject: `user-${id}@example.com`,
  details: { submissionId: `s-${id}` },
});

let fetchMock: ReturnType<typeof vi.fn>;
let answer: (url: URL) => Response;

function pageAnswer(url: URL): Response {
  const page = Number(url.searchParams.get("page"));
  const pageSize = Number(url.searchParams.get("pageSize"));
  const first = (page - 1) * pageSize;
  const rows = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - first)) }, (_, i) =>
    row(first + i + 1),
  );
  return Response.json({ rows, total: TOTAL, page, pageSize });
}

/** The query strings the table sent to GET /api/admin/audit, in order. */
const requests = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").searchParams);

function Probe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="address">{search}</p>
      <p data-testid="path">{pathname}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => void navigate("/admin/elsewhere")}>
        Elsewhere
      </button>
    </>
  );
}

/** The next page's data: held until the test lets it through, as a slow route chunk would be. */
let releaseElsewhere: () => void = () => undefined;

function renderAt(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: "/admin/audit",
        element: (
          <>
            <AuditTable />
            <Probe />
          </>
        ),
      },
      {
        path: "/admin/elsewhere",
        loader: () => new Promise<null>((resolve) => (releaseElsewhere = () => resolve(null))),
        element: <Probe />,
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const address = () => new URLSearchParams(screen.getByTestId("address").textContent ?? "");
const timeHeader = () => screen.getByRole("columnheader", { name: /Time/ });
const bodyRows = () =>
  within(screen.getByRole("table", { name: "Audit log" }))
    .getAllByRole("row")
    .slice(1);

beforeEach(() => {
  answer = pageAnswer;
  fetchMock = vi.fn(async (input: RequestInfo | URL) => answer(new URL(String(input), "http://localhost")));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("DataTable (the audit log's)", () => {
  it("reads its whole state from the address and sends it to the server", async () => {
    renderAt("/admin/audit?page=2&dir=asc&action=kyc_approved&q=nino&pageSize=10");
    expect(await screen.findByText("Page 2 of 6")).toBeTruthy();
    const sent = requests()[0];
    expect(sent?.get("page")).toBe("2");
    expect(sent?.get("pageSize")).toBe("10");
    expect(sent?.get("sort")).toBe("at");
    expect(sent?.get("dir")).toBe("asc");
    expect(sent?.get("action")).toBe("kyc_approved");
    expect(sent?.get("q")).toBe("nino");
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("nino");
    expect((screen.getByLabelText("Action") as HTMLSelectElement).value).toBe("kyc_approved");
    expect((screen.getByLabelText("Rows per page") as HTMLSelectElement).value).toBe("10");
    expect(timeHeader().getAttribute("aria-sort")).toBe("ascending");
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText("user-11@example.com")).toBeTruthy();
  });

  it("falls back to a field's default when the address holds a bad value, keeping the others", async () => {
    renderAt("/admin/audit?pageSize=7&page=2&action=nonsense");
    expect(await screen.findByText("Page 2 of 3")).toBeTruthy();
    const sent = requests()[0];
    expect(sent?.get("pageSize")).toBe("25");
    expect(sent?.get("page")).toBe("2");
    expect(sent?.get("action")).toBe("all");
  });

  it("sorts from a header button: aria-sort follows, the address changes, page 1 again", async () => {
    renderAt("/admin/audit?page=3");
    expect(await screen.findByText("Page 3 of 3")).toBeTruthy();
    // The audit log's default: newest first.
    expect(timeHeader().getAttribute("aria-sort")).toBe("descending");
    // Plain headers carry no aria-sort.
    expect(screen.getByRole("columnheader", { name: "Actor" }).hasAttribute("aria-sort")).toBe(false);

    fireEvent.click(within(timeHeader()).getByRole("button", { name: "Time" }));
    await waitFor(() => expect(timeHeader().getAttribute("aria-sort")).toBe("ascending"));
    expect(address().get("dir")).toBe("asc");
    expect(address().has("page")).toBe(false);
    await waitFor(() => expect(requests().at(-1)?.get("dir")).toBe("asc"));
    expect(requests().at(-1)?.get("page")).toBe("1");

    fireEvent.click(within(timeHeader()).getByRole("button", { name: "Time" }));
    await waitFor(() => expect(timeHeader().getAttribute("aria-sort")).toBe("descending"));
    // Back to the default: the address leaves it out.
    expect(address().has("dir")).toBe(false);
  });

  it("pages with Previous and Next and the page size; Back returns to the previous view", async () => {
    renderAt("/admin/audit");
    expect(await screen.findByText("Page 1 of 3")).toBeTruthy();
    expect(screen.getByText("60 results")).toBeTruthy();
    const previous = screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement;
    const next = screen.getByRole("button", { name: "Next" }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    fireEvent.click(next);
    expect(await screen.findByText("Page 2 of 3")).toBeTruthy();
    expect(address().get("page")).toBe("2");
    await waitFor(() => expect(screen.getByText("user-26@example.com")).toBeTruthy());
    fireEvent.click(next);
    expect(await screen.findByText("Page 3 of 3")).toBeTruthy();
    await waitFor(() => expect(next.disabled).toBe(true));
    expect(bodyRows()).toHaveLength(10);

    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByText("Page 2 of 3")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("user-26@example.com")).toBeTruthy());

    fireEvent.change(screen.getByLabelText("Rows per page"), { target: { value: "50" } });
    expect(await screen.findByText("Page 1 of 2")).toBeTruthy();
    expect(address().get("pageSize")).toBe("50");
    expect(address().has("page")).toBe(false);
  });

  it("pages a keyset table by the cursors it answers, and says when the count stopped", async () => {
    // The stub's cursors name the row a page starts after ("n20") or ends before ("p21").
    answer = (url) => {
      const pageSize = Number(url.searchParams.get("pageSize"));
      const cursor = url.searchParams.get("cursor");
      const start =
        cursor === null
          ? 0
          : cursor.startsWith("n")
            ? Number(cursor.slice(1))
            : Number(cursor.slice(1)) - 1 - pageSize;
      const rows = Array.from({ length: pageSize }, (_, i) => row(start + i + 1));
      return Response.json({
        rows,
        total: 1000,
        totalCapped: true,
        page: Number(url.searchParams.get("page")),
        pageSize,
        nextCursor: `n${start + pageSize}`,
        prevCursor: start === 0 ? null : `p${start + 1}`,
      });
    };
    renderAt("/admin/audit");
    expect(await screen.findByText("Page 1 of 40+")).toBeTruthy();
    expect(screen.getByText("1,000+ results")).toBeTruthy();
    const next = screen.getByRole("button", { name: "Next" }) as HTMLButtonElement;
    fireEvent.click(next);
    await waitFor(() => expect(screen.getByText("user-26@example.com")).toBeTruthy());
    expect(address().get("page")).toBe("2");
    expect(address().get("cursor")).toBe("n25");
    fireEvent.click(next);
    await waitFor(() => expect(screen.getByText("user-51@example.com")).toBeTruthy());
    expect(requests().at(-1)?.get("cursor")).toBe("n50");

    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(screen.getByText("Page 2 of 40+")).toBeTruthy());
    expect(requests().at(-1)?.get("cursor")).toBe("p51");
    await waitFor(() => expect(screen.getByText("user-26@example.com")).toBeTruthy());
    // Page 1 needs no cursor; any other change drops the page's cursor with the page.
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(address().has("page")).toBe(false));
    expect(address().has("cursor")).toBe(false);
    fireEvent.click(next);
    await waitFor(() => expect(address().get("cursor")).toBe("n25"));
    fireEvent.change(screen.getByLabelText("Rows per page"), { target: { value: "50" } });
    await waitFor(() => expect(address().get("pageSize")).toBe("50"));
    expect(address().has("cursor")).toBe(false);
    expect(requests().at(-1)?.has("cursor")).toBe(false);
  });

  it("ends a keyset table's Next where the server says the rows end", async () => {
    answer = (url) =>
      Response.json({
        rows: [row(1)],
        total: 1,
        page: 1,
        pageSize: Number(url.searchParams.get("pageSize")),
        nextCursor: null,
        prevCursor: null,
      });
    renderAt("/admin/audit");
    expect(await screen.findByText("1 result")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("searches once typing pauses, from page 1; the box follows Back", async () => {
    renderAt("/admin/audit?page=2");
    expect(await screen.findByText("Page 2 of 3")).toBeTruthy();
    const box = screen.getByLabelText("Search") as HTMLInputElement;
    for (const text of ["n", "ni", "nin", "nino "]) fireEvent.change(box, { target: { value: text } });
    // Nothing is sent while typing goes on.
    await act(() => new Promise((resolve) => setTimeout(resolve, searchDelayMs / 2)));
    expect(requests().some((sent) => sent.has("q"))).toBe(false);

    await waitFor(() => expect(address().get("q")).toBe("nino"));
    expect(address().has("page")).toBe(false);
    await waitFor(() => expect(requests().at(-1)?.get("q")).toBe("nino"));
    // One search for the whole word, trimmed.
    expect(
      requests()
        .filter((sent) => sent.has("q"))
        .map((sent) => sent.get("q")),
    ).toEqual(["nino"]);
    expect(box.value).toBe("nino ");

    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(box.value).toBe(""));
    expect(address().get("page")).toBe("2");
  });

  it("a search still waiting when the operator leaves the page does not pull them back", async () => {
    renderAt("/admin/audit");
    expect(await screen.findByText("Page 1 of 3")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "nino" } });
    fireEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    // The next page is still loading when the search's pause ends.
    await act(() => new Promise((resolve) => setTimeout(resolve, searchDelayMs * 2)));
    await act(async () => releaseElsewhere());
    await waitFor(() => expect(screen.getByTestId("path").textContent).toBe("/admin/elsewhere"));
    expect(requests().some((sent) => sent.has("q"))).toBe(false);
  });

  it("filters with a labelled select, from page 1", async () => {
    renderAt("/admin/audit?page=2");
    expect(await screen.findByText("Page 2 of 3")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Action"), { target: { value: "refund_paid" } });
    await waitFor(() => expect(requests().at(-1)?.get("action")).toBe("refund_paid"));
    expect(requests().at(-1)?.get("page")).toBe("1");
    expect(address().get("action")).toBe("refund_paid");
  });

  it("says Loading…, then No results. when nothing matches", async () => {
    let release: (response: Response) => void = () => {};
    answer = () => new Response();
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    renderAt("/admin/audit?q=nobody");
    expect((await screen.findByRole("status")).textContent).toBe("Loading…");
    release(Response.json({ rows: [], total: 0, page: 1, pageSize: 25 }));
    expect(await screen.findByText("No results.")).toBeTruthy();
    expect(screen.getByText("Page 1 of 1")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says what went wrong, in the server's words, and can try again", async () => {
    answer = () =>
      Response.json({ error: "This page is for operators only.", code: "forbidden" }, { status: 403 });
    renderAt("/admin/audit");
    expect((await screen.findByRole("alert")).textContent).toContain("This page is for operators only.");
    answer = pageAnswer;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Page 1 of 3")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("refuses an answer that breaks the contract instead of showing it", async () => {
    answer = () => Response.json({ rows: [{ id: "x" }], total: 1, page: 1, pageSize: 25 });
    renderAt("/admin/audit");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The server's answer was not understood.",
    );
    expect(screen.queryByText("No results.")).toBeNull();
  });
});
