// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import "@/shared/i18n/current-locale";
import type { Profile } from "@/shared/profile/profile-schema";
import { ChangePasswordCard } from "@/web/features/profile/components/change-password-card";
import { ProfileForm } from "@/web/features/profile/components/profile-form";
import { PublicKeyIdCard } from "@/web/features/profile/components/public-key-id-card";
import { SessionsCard } from "@/web/features/profile/components/sessions-card";
import { authClient } from "@/web/lib/auth-client";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("@/web/lib/auth-client", () => ({
  authClient: { listSessions: vi.fn(), revokeOtherSessions: vi.fn() },
}));

const profile: Profile = {
  firstName: "Nino",
  lastName: "Beridze",
  email: "nino@example.ge",
  phone: "",
  country: "Georgia",
  publicKeyId: "AB12CD34",
};

const renderInClient = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

beforeAll(() => window.history.replaceState(null, "", "/ka/profile"));
afterAll(() => window.history.replaceState(null, "", "/"));
afterEach(cleanup);

describe("the profile's cards on /ka/profile", () => {
  it("speaks Georgian, the form's rules too", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderInClient(<ProfileForm profile={profile} />);
    expect(screen.getByText("პროფილის ინფორმაცია")).toBeTruthy();
    expect((screen.getByLabelText("სახელი") as HTMLInputElement).value).toBe("Nino");
    expect(screen.getByText("ელფოსტის მისამართის შეცვლა აქ შეუძლებელია.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "პროფილის რედაქტირება" }));
    fireEvent.change(screen.getByLabelText("სახელი"), { target: { value: "A" } });
    fireEvent.change(screen.getByLabelText("ქვეყანა"), { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: "ცვლილებების შენახვა" }));
    expect(await screen.findByText("სახელი უნდა შეიცავდეს მინიმუმ 2 სიმბოლოს")).toBeTruthy();
    expect(screen.getByText("ქვეყანა სავალდებულოა")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("changes the password, shows the key ID and the sessions in Georgian", async () => {
    vi.mocked(authClient.listSessions).mockResolvedValue({
      data: [
        {
          id: "here",
          userAgent: null,
          ipAddress: null,
          updatedAt: new Date("2026-11-25T10:00:00Z"),
        },
      ],
      error: null,
    } as never);
    renderInClient(
      <>
        <ChangePasswordCard />
        <PublicKeyIdCard publicKeyId="AB12CD34" />
        <SessionsCard currentSessionId="here" />
      </>,
    );
    expect(screen.getByLabelText("ამჟამინდელი პაროლი")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "პაროლის შეცვლა" }));
    expect(await screen.findByText("ამჟამინდელი პაროლი სავალდებულოა")).toBeTruthy();
    expect(screen.getByText("თქვენი საჯარო გასაღების ID:")).toBeTruthy();
    expect(screen.getByRole("button", { name: "ახალი საჯარო გასაღების ID-ის შექმნა" })).toBeTruthy();
    expect(await screen.findByText("უცნობი მოწყობილობა")).toBeTruthy();
    expect(screen.getByText("ეს მოწყობილობა")).toBeTruthy();
    expect(screen.getByText(/^ბოლო აქტივობა: /)).toBeTruthy();
  });
});
