// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminKycSubmission } from "@/shared/admin/kyc-review";
import { KycReviewView } from "@/web/features/admin/kyc-review/components/kyc-review-view";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pending: AdminKycSubmission = {
  id: "5b0c3c52-4f7e-4d59-9a53-2f9b6f1e7c10",
  userId: "u1",
  email: "nino@example.com",
  fullName: "Nino Beridze",
  status: "pending",
  submittedAt: "2026-03-01T09:30:00.000Z",
  decidedAt: null,
  decisionReason: null,
  decidedBy: null,
  dateOfBirth: "1990-01-02",
  nationality: "GE",
  address: "1 Rustaveli Avenue",
  city: "Tbilisi",
  postalCode: "0108",
  documentType: "national_id",
  documentNumber: "01234567",
  expiryDate: "2031-12-31",
  documents: [
    { kind: "idFront", contentType: "image/jpeg", sizeBytes: 20480, originalName: "front.jpg" },
    { kind: "idBack", contentType: "image/png", sizeBytes: 1024, originalName: "back.png" },
    { kind: "selfie", contentType: "image/jpeg", sizeBytes: 2048, originalName: "me.jpg" },
    { kind: "proofOfAddress", contentType: "application/pdf", sizeBytes: 900, originalName: "bill.pdf" },
  ],
};

/** The review at its address, with the queue as the page it leaves for; fetch answers `answer`. */
function renderReview(submission: AdminKycSubmission, answer?: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    // The server answers the decided submission (its contract's schema).
    Response.json(answer?.body ?? { ...submission, status: "verified" }, { status: answer?.status ?? 200 }),
  );
  vi.stubGlobal("fetch", fetchMock);
  const router = createMemoryRouter(
    [
      { path: "/admin/kyc/:id", element: <KycReviewView submission={submission} /> },
      { path: "/admin/kyc", element: <p>The queue</p> },
    ],
    { initialEntries: [`/admin/kyc/${submission.id}`] },
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const reason = () => screen.getByRole("textbox", { name: "Reason" });
const button = (name: string) => screen.getByRole("button", { name });

describe("KYC review", () => {
  it("shows every field, the images inline and the PDF as a link", () => {
    renderReview(pending);
    for (const text of ["Nino Beridze", "Georgia", "1 Rustaveli Avenue", "National ID card", "01234567"]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    const front = screen.getByRole("img", { name: "ID document (front) of Nino Beridze" });
    expect(front.getAttribute("src")).toBe(`/api/admin/kyc/${pending.id}/documents/idFront`);
    expect(screen.getAllByRole("img")).toHaveLength(3);
    const pdf = screen.getByRole("link", { name: "Open PDF: Proof of address" });
    expect(pdf.getAttribute("href")).toBe(`/api/admin/kyc/${pending.id}/documents/proofOfAddress`);
  });

  it("refuses a rejection without a reason under the field, and sends nothing", async () => {
    const fetchMock = renderReview(pending);
    fireEvent.click(button("Reject"));
    const message = await screen.findByText("Tell the investor why, in at least 10 characters.");
    expect(reason().getAttribute("aria-invalid")).toBe("true");
    expect(reason().getAttribute("aria-describedby")).toContain(message.id);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rejects with the reason after confirming, then says so and goes back to the queue", async () => {
    const fetchMock = renderReview(pending, {
      status: 200,
      body: { ...pending, status: "rejected", decisionReason: "The photo is too blurry to read." },
    });
    fireEvent.change(reason(), { target: { value: "  The photo is too blurry to read.  " } });
    fireEvent.click(button("Reject"));
    const dialog = await screen.findByRole("dialog", { name: "Reject this identity?" });
    expect(within(dialog).getByText("The photo is too blurry to read.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("The queue")).toBeTruthy();
    expect(await screen.findByText("Identity rejected.")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/admin/kyc/${pending.id}/decision`);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      decision: "rejected",
      reason: "The photo is too blurry to read.",
    });
  });

  it("approves without a note, and Cancel sends nothing", async () => {
    const fetchMock = renderReview(pending);
    fireEvent.click(button("Approve"));
    let dialog = await screen.findByRole("dialog", { name: "Approve this identity?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(button("Approve"));
    dialog = await screen.findByRole("dialog", { name: "Approve this identity?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Identity approved.")).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      decision: "verified",
      reason: "",
    });
  });

  it("says in words when another operator decided first, and stays on the page", async () => {
    renderReview(pending, {
      status: 409,
      body: { error: "This submission was already decided.", code: "already_decided" },
    });
    fireEvent.click(button("Approve"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("This submission was already decided. Its decision is shown below.");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByText("The queue")).toBeNull();
  });

  it("shows a decided submission's decision, who took it and why, with no action left", () => {
    renderReview({
      ...pending,
      status: "rejected",
      decidedAt: "2026-03-02T10:00:00.000Z",
      decidedBy: "olga@academy.example",
      decisionReason: "The document has expired.",
    });
    expect(screen.getByText("olga@academy.example")).toBeTruthy();
    expect(screen.getByText("The document has expired.")).toBeTruthy();
    expect(screen.getAllByText("Rejected").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
  });
});
