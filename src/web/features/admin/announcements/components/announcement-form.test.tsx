// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AnnouncementForm } from "@/web/features/admin/announcements/components/announcement-form";
import { resultSentence } from "@/web/features/admin/announcements/lib/result-sentence";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(answer: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json(answer.body, { status: answer.status }),
  );
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AnnouncementForm />
      <Toaster />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const field = (name: string) => screen.getByRole("textbox", { name });
const publish = () => screen.getByRole("button", { name: "Publish" });
const sent = {
  status: 201,
  body: { id: "0f8fad5b-d9cb-469f-a165-70867728950e", notified: 12, emailed: 1 },
};

describe("the announcement form", () => {
  it("says what is wrong under each field, with the shared schema's words, and sends nothing", async () => {
    const fetchMock = renderForm(sent);
    fireEvent.change(field("Title"), { target: { value: "Hi" } });
    fireEvent.change(field("Message"), { target: { value: "Too short" } });
    fireEvent.click(publish());
    expect(await screen.findByText("The title must be at least 3 characters.")).toBeTruthy();
    expect(screen.getByText("The message must be at least 10 characters.")).toBeTruthy();
    expect(field("Title").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("publishes only after the confirmation, then says how many it reached", async () => {
    const fetchMock = renderForm(sent);
    fireEvent.change(field("Title"), { target: { value: "First dividend" } });
    fireEvent.change(field("Message"), { target: { value: "The academy pays a dividend in December." } });
    fireEvent.click(screen.getByRole("radio", { name: "Dividend" }));
    fireEvent.click(publish());
    const dialog = await screen.findByRole("dialog", { name: "Publish to every investor?" });
    expect(within(dialog).getByText("First dividend")).toBeTruthy();
    expect(within(dialog).getByText("Dividend")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Sent to 12 investors; e-mailed to 1 subscriber.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/announcements");
    expect(JSON.parse(String(init?.body))).toEqual({
      title: "First dividend",
      message: "The academy pays a dividend in December.",
      kind: "dividend",
    });
    // Ready for the next one.
    expect((field("Title") as HTMLInputElement).value).toBe("");
  });

  it("keeps the dialog open with the server's words when publishing fails", async () => {
    renderForm({ status: 500, body: { error: "The announcement could not be saved. Please try again." } });
    fireEvent.change(field("Title"), { target: { value: "Maintenance" } });
    fireEvent.change(field("Message"), { target: { value: "The site is down on Sunday morning." } });
    fireEvent.click(publish());
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(
      await within(dialog).findByText("The announcement could not be saved. Please try again."),
    ).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("counts in words", () => {
    expect(resultSentence({ notified: 1, emailed: 0 })).toBe(
      "Sent to 1 investor; e-mailed to 0 subscribers.",
    );
    expect(resultSentence({ notified: 1200, emailed: 3 })).toBe(
      "Sent to 1,200 investors; e-mailed to 3 subscribers.",
    );
  });
});
