// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@/shared/profile/profile-schema";
import { ProfileForm } from "@/web/features/profile/components/profile-form";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const profile: Profile = {
  firstName: "Nino",
  lastName: "Beridze",
  email: "nino@example.ge",
  phone: "+995 555 123 456",
  country: "Georgia",
  publicKeyId: null,
};

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProfileForm profile={profile} />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const edit = () => fireEvent.click(screen.getByRole("button", { name: "Edit Profile" }));
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ProfileForm", () => {
  it("is read-only until Edit Profile, and the e-mail stays read-only", () => {
    renderForm();
    for (const label of ["First name", "Last name", "Phone (optional)", "Country", "Email"]) {
      expect(field(label).readOnly, label).toBe(true);
    }
    expect(field("First name").value).toBe("Nino");
    expect(field("Email").value).toBe("nino@example.ge");
    expect(screen.queryByRole("button", { name: "Save Changes" })).toBeNull();
    edit();
    for (const label of ["First name", "Last name", "Phone (optional)", "Country"]) {
      expect(field(label).readOnly, label).toBe(false);
    }
    expect(field("Email").readOnly).toBe(true);
    expect(screen.queryByRole("button", { name: "Edit Profile" })).toBeNull();
  });

  it("Cancel puts back the saved values and returns to read-only without saving", () => {
    const fetchMock = stubFetch(200, profile);
    renderForm();
    edit();
    type("First name", "Changed");
    type("Country", "");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(field("First name").value).toBe("Nino");
    expect(field("Country").value).toBe("Georgia");
    expect(field("First name").readOnly).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    // Editing again starts from the saved values, not the abandoned ones.
    edit();
    expect(field("First name").value).toBe("Nino");
  });

  it("shows the spec's messages and sends nothing while a field breaks a rule", async () => {
    const fetchMock = stubFetch(200, profile);
    renderForm();
    edit();
    type("First name", " A ");
    type("Last name", "x".repeat(51));
    type("Phone (optional)", "1".repeat(21));
    type("Country", "  ");
    save();
    expect(await screen.findByText("First name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Last name must be less than 50 characters")).toBeTruthy();
    expect(screen.getByText("Phone must be less than 20 characters")).toBeTruthy();
    expect(screen.getByText("Country is required")).toBeTruthy();
    expect(field("First name").getAttribute("aria-invalid")).toBe("true");
    type("First name", "Nino");
    type("Last name", "B");
    save();
    expect(await screen.findByText("Last name must be at least 2 characters")).toBeTruthy();
    type("Country", "z".repeat(101));
    type("First name", "y".repeat(51));
    save();
    expect(await screen.findByText("Country must be less than 100 characters")).toBeTruthy();
    expect(screen.getByText("First name must be less than 50 characters")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("Save Changes sends the trimmed fields (never the e-mail), toasts and returns to read-only", async () => {
    const saved = { ...profile, firstName: "Tamar", phone: "" };
    const fetchMock = stubFetch(200, saved);
    renderForm();
    edit();
    type("First name", "  Tamar ");
    type("Phone (optional)", "");
    save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Profile updated successfully!"));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/profile");
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: "Tamar",
      lastName: "Beridze",
      phone: "",
      country: "Georgia",
    });
    await waitFor(() => expect(field("First name").readOnly).toBe(true));
    expect(field("First name").value).toBe("Tamar");
  });

  it("stays in edit mode with the server's message when saving fails", async () => {
    stubFetch(400, { error: "Country is required", code: "invalid", field: "country" });
    renderForm();
    edit();
    save();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Country is required"));
    expect(screen.getByText("Country is required")).toBeTruthy();
    expect(field("First name").readOnly).toBe(false);
  });

  it("says Failed to update profile when the server gives no reason", async () => {
    stubFetch(500, {});
    renderForm();
    edit();
    save();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to update profile"));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
