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

function renderWizard(props: React.ComponentProps<typeof KycWizard> = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <KycWizard {...props} />
    </QueryClientProvider>,
  );
}

/** Types into the nationality combobox and picks the option named `name` from its list. */
function chooseNationality(typed: string, name: string) {
  const input = screen.getByRole("combobox", { name: "Nationality" });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(screen.getByRole("option", { name }));
}

/**
 * XMLHttpRequest as the upload sees it: records the body, reports upload progress at the given
 * fractions of the body's size, then answers with `status` and `answer`.
 */
function fakeUpload(status: number, answer: unknown, fractions: number[] = []) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    private listeners: Record<string, () => void> = {};
    private uploadListeners: Record<string, (event: ProgressEvent) => void> = {};
    upload = {
      addEventListener: (type: string, listener: (event: ProgressEvent) => void) => {
        this.uploadListeners[type] = listener;
      },
    };
    open() {}
    setRequestHeader() {}
    addEventListener(type: string, listener: () => void) {
      this.listeners[type] = listener;
    }
    send(body: FormData) {
      sent.push(body);
      let total = 200; // the text fields and part headers
      for (const [, value] of body.entries()) if (value instanceof File) total += value.size;
      for (const fraction of fractions) {
        const loaded = Math.round(total * fraction);
        this.uploadListeners.progress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      }
      // The answer comes later, so what the progress showed can be read first.
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(answer);
        this.listeners.load?.();
      }, 300);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return { sent };
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
  chooseNationality("georg", "Georgia");
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
    expect(screen.getByText("0% complete")).toBeTruthy();
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

  it("starts from the profile's name and nationality", async () => {
    renderWizard({ initial: { fullName: "Nino Beridze", nationality: "GE" } });
    expect(screen.getByLabelText("Full name")).toHaveProperty("value", "Nino Beridze");
    expect(screen.getByRole("combobox", { name: "Nationality" })).toHaveProperty("value", "Georgia");
    type("Date of birth", "1990-01-02");
    await waitFor(() => expect(next()).toHaveProperty("disabled", false));
  });

  it("offers every nationality in a searchable combobox, by keyboard too", async () => {
    renderWizard();
    const input = screen.getByRole("combobox", { name: "Nationality" });
    fireEvent.focus(input);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("option")).toHaveLength(251);
    fireEvent.change(input, { target: { value: "kingdom" } });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["United Kingdom"]);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(input).toHaveProperty("value", "United Kingdom");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    fireEvent.change(input, { target: { value: "ger" } });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const active = input.getAttribute("aria-activedescendant") ?? "";
    expect(document.getElementById(active)?.textContent).toBe(screen.getAllByRole("option")[1]?.textContent);
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("shows each document's upload progress, and 100% complete once submitted", async () => {
    const upload = fakeUpload(
      201,
      { status: "pending", submittedAt: "2026-05-01T10:00:00.000Z", decidedAt: null, reason: null },
      [0.5],
    );
    const onSubmitted = vi.fn();
    renderWizard({ onSubmitted });
    await fillDetails();
    expect(screen.getByText("75% complete")).toBeTruthy();
    const big = file([0xff, 0xd8, 0xff, ...Array.from({ length: 3997 }, () => 0)], "front.jpg", "image/jpeg");
    choose("ID document (front)", big);
    choose("ID document (back)", png("b.png"));
    choose("Selfie holding your ID", png("s.png"));
    choose("Proof of address", file([...new TextEncoder().encode("%PDF-1.7")], "p.pdf", "application/pdf"));
    const submit = screen.getByRole("button", { name: "Submit for Review" });
    await waitFor(() => expect(submit).toHaveProperty("disabled", false));
    fireEvent.click(submit);
    // Half the body sent (200 bytes of fields, then 4,026 of files): 1,913 bytes of the front, nothing of the rest.
    expect(await screen.findByText("Uploading: 2 KB of 4 KB (47%)")).toBeTruthy();
    const front = screen.getByRole("progressbar", { name: "ID document (front): upload progress" });
    expect(front.getAttribute("aria-valuenow")).toBe("47");
    expect(screen.getByText("Uploading: 0 B of 8 B (0%)")).toBeTruthy();
    expect(screen.getByText("75% complete")).toBeTruthy();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(upload.sent).toHaveLength(1);
    expect(screen.getByText("100% complete")).toBeTruthy();
  });

  it("sends the details and four documents, and shows the server's refusal on the document it names", async () => {
    const upload = fakeUpload(400, {
      error: "This file is not a JPEG, PNG or PDF. Please choose an image or a PDF document.",
      field: "selfie",
    });
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
    await waitFor(() => expect(upload.sent).toHaveLength(1));
    const body = upload.sent[0] as FormData;
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
    expect(screen.getByText("Rejected")).toBeTruthy();
    expect(screen.getByText("Reason: The photo is blurred.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Submit again" }));
    expect(again).toHaveBeenCalledOnce();
  });
});
