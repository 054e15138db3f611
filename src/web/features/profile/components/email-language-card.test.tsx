// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@/shared/i18n/current-locale";
import { EmailLanguageCard } from "@/web/features/profile/components/email-language-card";
import { type Session, sessionQuery } from "@/web/lib/session";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
/** The server's answer to PATCH /api/profile/locale, through the real API client. */
const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal("fetch", fetchMock);
const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );

const session = {
  user: { id: "u1", email: "nino@example.ge", locale: "en" },
  session: { id: "s1", expiresAt: "2027-01-01T00:00:00Z" },
} as unknown as Session;

/** Where the router is now: the card moves the page to the chosen language. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderCard(path: string, locale: string) {
  // The message functions read the browser's address; the router its own.
  window.history.replaceState(null, "", path);
  const client = new QueryClient();
  client.setQueryData(sessionQuery().queryKey, session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <EmailLanguageCard locale={locale} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("EmailLanguageCard", () => {
  it("shows the e-mails' language, labelled in both languages, each choice named in its own", () => {
    renderCard("/profile", "en");
    expect(screen.getByText("E-mail language")).toBeTruthy();
    const group = screen.getByRole("group");
    expect(group.querySelector("legend")?.textContent).toBe(
      "Language of your e-mails / თქვენი წერილების ენა",
    );
    expect((screen.getByRole("radio", { name: "English" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "ქართული" }) as HTMLInputElement).checked).toBe(false);
  });

  it("is in Georgian on a Georgian page", () => {
    renderCard("/ka/profile", "ka");
    expect(screen.getByText("ელფოსტის ენა")).toBeTruthy();
    expect(screen.getByText("ამ ენაზე მოგწერთ. საიტიც ამ ენაზე გადაერთვება.")).toBeTruthy();
    expect((screen.getByRole("radio", { name: "ქართული" }) as HTMLInputElement).checked).toBe(true);
  });

  it("stores Georgian through PATCH /api/profile/locale, then shows the page in Georgian", async () => {
    answer(200, { locale: "ka" });
    const client = renderCard("/profile", "en");
    fireEvent.click(screen.getByRole("radio", { name: "ქართული" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/ka/profile"));
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method, init?.body]).toEqual(["/api/profile/locale", "PATCH", '{"locale":"ka"}']);
    expect(client.getQueryData<Session>(sessionQuery().queryKey)?.user.locale).toBe("ka");
    expect(toast.success).toHaveBeenCalledWith("ენა შენახულია.");
  });

  it("keeps the language and the page when the server refuses", async () => {
    answer(400, { error: "Invalid input", code: "invalid_input" });
    const client = renderCard("/profile", "en");
    fireEvent.click(screen.getByRole("radio", { name: "ქართული" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("We could not change the language. Please try again."),
    );
    expect(screen.getByTestId("where").textContent).toBe("/profile");
    expect(client.getQueryData<Session>(sessionQuery().queryKey)?.user.locale).toBe("en");
  });
});
