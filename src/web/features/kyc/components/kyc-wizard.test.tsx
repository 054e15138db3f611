// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { KycStatusCard } from "@/web/features/kyc/components/kyc-status-card";
import { KycWizard } from "@/web/features/kyc/components/kyc-wizard";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWizard() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <KycWizard />
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const next = () => screen.getByRole("button", { name: "Next" });
const file = (bytes: number[], name: string, mime: string) =>
  new File([new Uint8Array(bytes)], name, { type: mime });
const png = (name: string) => file([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], name, "image/png");
const choose = (label: string, chosen: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [chosen] } });

async function fillDetails() {
  type("Full name", "Nino Beridze");
  type("Date of birth", "1990-01-02");
  fireEvent.change(screen.getByLabelText("Nationality"), { target: { value: "GE" } });
  await waitFor(() => expect(next()).toHaveProperty("disabled", false));
  fireEvent.click(next());
  await screen.findByText("Step 2 of 4");
  type("Address", "1 Rustaveli Avenue");
  type("City", "Tbilisi");
  type("Postal code", "0108");
  await waitFor(() => expect(next()).toHaveProperty("disabled", false));
  fireEvent.click(next());
  await screen.findByText("Step 3 of 4");
  fireEvent.change(screen.getByLabelText("Document type"), { target: { value: "national_id" } });
  type("Document number", "01234567");
  type("Expiry date", "2999-12-31");
  await waitFor(() => expect(next()).toHaveProperty("disabled", false));
  fireEvent.click(next());
  await screen.findByText("Step 4 of 4");
}

describe("KycWizard", () => {
  it("keeps Next disabled until the step is valid and says why a field is not", async () => {
    renderWizard();
    expect(screen.getByText("25% complete")).toBeTruthy();
    expect(next()).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Previous" })).toHaveProperty("disabled", true);
    type("Full name", "N");
    expect(await screen.findByText("Full name must be at least 2 characters")).toBeTruthy();
    expect(next()).toHaveProperty("disabled", true);
  });

  it("lays the full name across both columns on wider screens, its input at full width", () => {
    renderWizard();
    const input = screen.getByLabelText("Full name");
    // The grid column belongs to the field (label, input, messages), not to the input inside it.
    expect(input.className).not.toContain("col-span");
    expect(input.parentElement?.className).toContain("sm:col-span-2");
  });

  it("sends the details and four documents, and shows the server's refusal on the document it names", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json(
        {
          error: "This file is not a JPEG, PNG or PDF. Please choose an image or a PDF document.",
          field: "selfie",
        },
        { status: 400 },
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderWizard();
    await fillDetails();
    const submit = screen.getByRole("button", { name: "Submit for Review" });
    choose("ID document (front)", file([0xff, 0xd8, 0xff, 0], "f.jpg", "image/jpeg"));
    choose("ID document (back)", png("b.png"));
    choose("Selfie holding your ID", png("s.png"));
    expect(submit).toHaveProperty("disabled", true);
    choose("Proof of address", file([...new TextEncoder().encode("%PDF-1.7")], "p.pdf", "application/pdf"));
    await waitFor(() => expect(submit).toHaveProperty("disabled", false));

    fireEvent.click(submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/kyc");
    const body = init?.body as FormData;
    expect(body.get("documentType")).toBe("national_id");
    expect(body.get("dateOfBirth")).toBe("1990-01-02");
    expect((body.get("proofOfAddress") as File).name).toBe("p.pdf");
    const selfie = screen.getByLabelText("Selfie holding your ID");
    await waitFor(() => expect(selfie.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(/This file is not a JPEG, PNG or PDF/)).toBeTruthy();
    // The refused document must be chosen again before another try.
    expect(screen.getByRole("button", { name: "Submit for Review" })).toHaveProperty("disabled", true);
  });
});

describe("KycStatusCard", () => {
  it("shows a rejection's reason and offers to submit again", () => {
    const again = vi.fn();
    render(
      <KycStatusCard
        status={{ status: "rejected", submittedAt: null, decidedAt: null, reason: "The photo is blurred." }}
        onSubmitAgain={again}
      />,
    );
    expect(screen.getByText("rejected")).toBeTruthy();
    expect(screen.getByText("Reason: The photo is blurred.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Submit again" }));
    expect(again).toHaveBeenCalledOnce();
  });
});
