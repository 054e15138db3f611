// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
// The message functions read the page's language from its address, as they do in the app.
import "@/shared/i18n/current-locale";
import { afterEach, describe, expect, it } from "vitest";
import { AccountGreeting } from "@/web/features/session/components/account-greeting";

afterEach(cleanup);

function greetingFor(user: { firstName: string; email: string }, returning = true) {
  render(<AccountGreeting user={user} returning={returning} />);
  return screen.getByRole("heading", { level: 1 }).textContent;
}

describe("AccountGreeting: the greeting rule", () => {
  it("greets by first name when there is one", () => {
    expect(greetingFor({ firstName: "Nino", email: "nino.k@example.com" })).toBe("Welcome back, Nino!");
    expect(screen.getByText("nino.k@example.com")).toBeTruthy();
  });

  it("else by the part of the e-mail before the @", () => {
    expect(greetingFor({ firstName: "  ", email: "nino.k@example.com" })).toBe("Welcome back, nino.k!");
  });

  it("else as User", () => {
    expect(greetingFor({ firstName: "", email: "" })).toBe("Welcome back, User!");
  });

  it("welcomes a newcomer without the 'back'", () => {
    expect(greetingFor({ firstName: "Nino", email: "nino.k@example.com" }, false)).toBe("Welcome, Nino!");
  });
});

describe("AccountGreeting on a Georgian page", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("greets in Georgian, the name in its place, and calls a nameless user მომხმარებელი", () => {
    window.history.replaceState(null, "", "/ka/dashboard");
    expect(greetingFor({ firstName: "ნინო", email: "" })).toBe("კეთილი იყოს თქვენი დაბრუნება, ნინო!");
    cleanup();
    expect(greetingFor({ firstName: "", email: "" }, false)).toBe(
      "კეთილი იყოს თქვენი მობრძანება, მომხმარებელი!",
    );
  });
});
