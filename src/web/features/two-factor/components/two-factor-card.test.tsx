// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
// The message functions read the page's language from its address, as they do in the app.
import "@/shared/i18n/current-locale";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TwoFactorCard } from "@/web/features/two-factor/components/two-factor-card";
import { authClient } from "@/web/lib/auth-client";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("@/web/lib/auth-client", () => ({
  authClient: { twoFactor: { enable: vi.fn(), verifyTotp: vi.fn(), disable: vi.fn() } },
}));

const twoFactor = vi.mocked(authClient.twoFactor);
const ok = <T,>(data: T) => ({ data, error: null });
const failed = (status: number, message: string) => ({
  data: null,
  error: { status, statusText: "", message },
});
const totpURI =
  "otpauth://totp/Pixel%20Academy:nino%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Pixel%20Academy";
const backupCodes = ["aaaa-1111", "bbbb-2222", "cccc-3333"];

function renderCard(enabled: boolean) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, "invalidateQueries");
  render(
    <QueryClientProvider client={client}>
      <TwoFactorCard enabled={enabled} />
    </QueryClientProvider>,
  );
  return { invalidate };
}

function submitPassword(dialog: HTMLElement, password: string) {
  fireEvent.change(within(dialog).getByLabelText("Current password"), { target: { value: password } });
  fireEvent.submit(within(dialog).getByLabelText("Current password").closest("form") as HTMLFormElement);
}

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe("TwoFactorCard, off", () => {
  it("asks for the password in a labelled dialog that Escape closes", async () => {
    renderCard(false);
    fireEvent.click(screen.getByRole("button", { name: "Turn on two-factor authentication" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn on two-factor authentication" });
    expect(within(dialog).getByText("Enter your current password to continue.")).toBeTruthy();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(twoFactor.enable).not.toHaveBeenCalled();
  });

  it("shows the server's answer in the dialog when the password is wrong", async () => {
    twoFactor.enable.mockResolvedValue(failed(400, "Invalid password") as never);
    renderCard(false);
    fireEvent.click(screen.getByRole("button", { name: "Turn on two-factor authentication" }));
    submitPassword(await screen.findByRole("dialog"), "wrong");
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid password");
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("sets up with a QR code, the key, the backup codes, then a code turns it on and the session reloads", async () => {
    twoFactor.enable.mockResolvedValue(ok({ method: "totp", totpURI, backupCodes }) as never);
    twoFactor.verifyTotp.mockResolvedValue(ok({ token: "t" }) as never);
    const { invalidate } = renderCard(false);
    fireEvent.click(screen.getByRole("button", { name: "Turn on two-factor authentication" }));
    submitPassword(await screen.findByRole("dialog"), "correct horse");
    const qr = await screen.findByRole("img", { name: /QR code/ });
    expect(twoFactor.enable).toHaveBeenCalledWith({ password: "correct horse", method: "totp" });
    await waitFor(() => expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/));
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP")).toBeTruthy();
    const codes = within(screen.getByRole("list", { name: "Backup codes" })).getAllByRole("listitem");
    expect(codes.map((item) => item.textContent)).toEqual(backupCodes);
    expect(screen.getByText(/Store these backup codes somewhere safe/)).toBeTruthy();

    const code = screen.getByLabelText("6-digit code");
    fireEvent.change(code, { target: { value: "12345" } });
    fireEvent.submit(code.closest("form") as HTMLFormElement);
    expect(await screen.findByText("Enter the 6-digit code from your authenticator app")).toBeTruthy();
    expect(twoFactor.verifyTotp).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: "123 456" } });
    fireEvent.submit(code.closest("form") as HTMLFormElement);
    await waitFor(() => expect(twoFactor.verifyTotp).toHaveBeenCalledWith({ code: "123456" }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ["session"] }));
    await waitFor(() => expect(screen.queryByLabelText("6-digit code")).toBeNull());
  });
});

describe("TwoFactorCard, on", () => {
  it("says so, and turns off after the password", async () => {
    twoFactor.disable.mockResolvedValue(ok({ status: true }) as never);
    const { invalidate } = renderCard(true);
    expect(screen.getByText(/Two-factor authentication is on/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Turn off" }));
    submitPassword(await screen.findByRole("dialog", { name: "Turn off two-factor authentication" }), "pw");
    await waitFor(() => expect(twoFactor.disable).toHaveBeenCalledWith({ password: "pw" }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ["session"] }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("TwoFactorCard on a Georgian page", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("speaks Georgian from the dialog to the set-up steps, and a 429 in plain Georgian", async () => {
    window.history.replaceState(null, "", "/ka/profile");
    twoFactor.enable.mockResolvedValueOnce(failed(429, "Too many requests") as never);
    twoFactor.enable.mockResolvedValueOnce(ok({ totpURI, backupCodes }) as never);
    renderCard(false);
    expect(screen.getByText("გამორთულია")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "ორეტაპიანი ავთენტიფიკაციის ჩართვა" }));
    const dialog = await screen.findByRole("dialog", { name: "ორეტაპიანი ავთენტიფიკაციის ჩართვა" });
    expect(within(dialog).getByText("გასაგრძელებლად შეიყვანეთ მიმდინარე პაროლი.")).toBeTruthy();

    const submit = (password: string) => {
      fireEvent.change(within(dialog).getByLabelText("მიმდინარე პაროლი"), { target: { value: password } });
      fireEvent.submit(within(dialog).getByLabelText("მიმდინარე პაროლი").closest("form") as HTMLFormElement);
    };
    submit("");
    expect(await within(dialog).findByText("პაროლი სავალდებულოა")).toBeTruthy();
    submit("secret");
    expect(
      await within(dialog).findByText("ძალიან ბევრი მცდელობაა. გთხოვთ, ცოტა მოიცადოთ და სცადოთ ხელახლა."),
    ).toBeTruthy();
    submit("secret");
    expect(await screen.findByRole("heading", { name: "1. დაასკანერეთ QR კოდი" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "სარეზერვო კოდები" })).toBeTruthy();
    expect(screen.getByLabelText("6-ნიშნა კოდი")).toBeTruthy();
  });
});
