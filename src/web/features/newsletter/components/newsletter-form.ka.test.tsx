// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "@/web/features/newsletter/components/newsletter-form";
import { showToast } from "@/web/lib/toast";
// What the app sets up in its root: message functions read the language from the page's path.
import "@/shared/i18n/current-locale";

vi.mock("@/web/lib/toast", () => ({ showToast: vi.fn() }));

function renderForm(path: string) {
  window.history.replaceState(null, "", path);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
}

async function submit(email: string) {
  fireEvent.change(screen.getByRole("textbox"), { target: { value: email } });
  await act(async () => fireEvent.submit(screen.getByRole("textbox").closest("form") as HTMLFormElement));
}

afterEach(() => {
  cleanup();
  vi.mocked(showToast).mockReset();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("the newsletter form in Georgian", () => {
  it("labels the field and the button, and says in Georgian what is wrong with an address", async () => {
    renderForm("/ka/about");
    expect(screen.getByLabelText("ელფოსტის მისამართი")).toBeTruthy();
    await submit("not-an-email");
    const message = "გთხოვთ, შეიყვანოთ სწორი ელფოსტის მისამართი";
    // The schema loads with the first submit (issue 13): the answer comes a moment after the click.
    expect(await screen.findByText(message)).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith("error", "არასწორი ელფოსტა", { description: message });
  });

  it("thanks the subscriber in Georgian", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ status: "subscribed" }, { status: 201 })),
    );
    renderForm("/ka");
    await submit("nino@example.com");
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("success", "გამოწერა წარმატებით დასრულდა!", {
        description: expect.stringContaining("თქვენ მიიღებთ სიახლეებს"),
      }),
    );
  });

  it("sends an address that unsubscribed to its inbox, and clears the field", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ status: "confirmation_sent" }, { status: 202 })),
    );
    renderForm("/ka");
    await submit("nino@example.com");
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("info", "შეამოწმეთ ელფოსტა", {
        description: expect.stringContaining("ხელახლა გამოსაწერად გახსენით ბმული"),
      }),
    );
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("textbox")).toHaveProperty("value", "");
  });

  it("in English the spec's message, as before", async () => {
    renderForm("/");
    await submit("not-an-email");
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeTruthy();
  });
});
