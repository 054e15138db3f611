// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PublicKeyIdCard } from "@/web/features/profile/components/public-key-id-card";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const renderCard = (publicKeyId: string | null) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <PublicKeyIdCard publicKeyId={publicKeyId} />
    </QueryClientProvider>,
  );

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PublicKeyIdCard", () => {
  it("offers to generate when there is none, and says so on success", async () => {
    const fetchMock = answer(201, { publicKeyId: "AB12CD34" });
    renderCard(null);
    expect(screen.getByText("You have no public key ID yet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Copy Public Key ID" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Generate Public Key ID" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("New public key ID generated successfully!"),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/profile/public-key-id",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("says Failed to generate public key ID. when the server fails", async () => {
    answer(500, { error: "Something went wrong. Please try again later." });
    renderCard("AB12CD34");
    fireEvent.click(screen.getByRole("button", { name: "Generate New Public Key ID" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to generate public key ID."));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows the ID and copies it", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    renderCard("AB12CD34");
    expect(screen.getByText("AB12CD34")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Copy Public Key ID" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Public key ID copied to clipboard!"));
    expect(writeText).toHaveBeenCalledWith("AB12CD34");
  });

  it("says Failed to copy to clipboard. when the browser refuses", async () => {
    vi.stubGlobal("navigator", {
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) },
    });
    renderCard("AB12CD34");
    fireEvent.click(screen.getByRole("button", { name: "Copy Public Key ID" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to copy to clipboard."));
  });
});
