// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
// The message functions read the page's language from its address, as they do in the app.
import "@/shared/i18n/current-locale";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CaptchaField } from "@/web/features/auth/components/captcha-field";
import { useCaptcha } from "@/web/features/auth/hooks/use-captcha";

// The real widget (a Svelte custom element) is replaced by a stand-in that reports like it does.
const { loadAltcha } = vi.hoisted(() => ({ loadAltcha: vi.fn(() => Promise.resolve()) }));
vi.mock("@/web/features/auth/components/load-altcha", () => ({ loadAltcha }));

class FakeWidget extends HTMLElement {
  reset = vi.fn(() => this.report("unverified", null));
  report(state: string, payload: string | null) {
    this.dispatchEvent(new CustomEvent("statechange", { detail: { state, payload } }));
  }
}

beforeAll(() => {
  customElements.define("altcha-widget", FakeWidget);
});
afterEach(cleanup);

function Harness() {
  const captcha = useCaptcha();
  return (
    <form>
      <CaptchaField control={captcha.field} />
      <output aria-label="payload">{captcha.payload ?? "none"}</output>
      <button type="button" onClick={captcha.reset}>
        Reset after a failed submit
      </button>
    </form>
  );
}

/** The widget once the person turns to the form (it loads then, not while the page hydrates). */
async function widget(): Promise<FakeWidget> {
  const form = document.querySelector("form");
  if (form) fireEvent.focusIn(form);
  await waitFor(() => expect(document.querySelector("altcha-widget")).not.toBeNull());
  return document.querySelector("altcha-widget") as unknown as FakeWidget;
}
const payload = () => screen.getByLabelText("payload").textContent;

describe("CaptchaField", () => {
  it("is a labelled group that loads the widget with our challenge path", async () => {
    render(<Harness />);
    expect(screen.getByRole("group", { name: "Human check" })).toBeTruthy();
    expect((await widget()).getAttribute("challenge")).toBe("/api/captcha/challenge");
  });

  it("loads the widget only when the person first focuses or touches the form", async () => {
    loadAltcha.mockClear();
    render(<Harness />);
    await act(() => Promise.resolve());
    expect(loadAltcha).not.toHaveBeenCalled();
    expect(document.querySelector("altcha-widget")).toBeNull();
    // Until then the box says when it comes, and no spinner claims something is loading.
    expect(screen.getByText("The human check appears when you start filling in the form.")).toBeTruthy();
    expect(screen.queryByText("Loading the human check…")).toBeNull();
    fireEvent.pointerDown(screen.getByRole("group", { name: "Human check" }));
    await waitFor(() => expect(document.querySelector("altcha-widget")).not.toBeNull());
    fireEvent.focusIn(screen.getByRole("button", { name: "Reset after a failed submit" }));
    expect(loadAltcha).toHaveBeenCalledTimes(1);
  });

  it("hands the payload to the form once verified, and only then", async () => {
    render(<Harness />);
    const el = await widget();
    act(() => el.report("verifying", null));
    expect(payload()).toBe("none");
    act(() => el.report("verified", "abc"));
    expect(payload()).toBe("abc");
  });

  it("on expiry clears the payload and says so", async () => {
    render(<Harness />);
    const el = await widget();
    act(() => el.report("verified", "abc"));
    act(() => {
      el.report("expired", "abc");
      el.dispatchEvent(new CustomEvent("expired"));
    });
    expect(payload()).toBe("none");
    const message = screen.getByText("CAPTCHA expired. Please verify again.");
    expect(screen.getByRole("group").getAttribute("aria-describedby")).toContain(message.id);
    act(() => el.report("verifying", null));
    expect(screen.queryByText("CAPTCHA expired. Please verify again.")).toBeNull();
  });

  it("the form's reset clears the payload and resets the widget", async () => {
    render(<Harness />);
    const el = await widget();
    act(() => el.report("verified", "abc"));
    fireEvent.click(screen.getByRole("button", { name: "Reset after a failed submit" }));
    expect(payload()).toBe("none");
    expect(el.reset).toHaveBeenCalledOnce();
  });
});

describe("CaptchaField on a Georgian page", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("says everything in Georgian and asks the widget for its Georgian words", async () => {
    window.history.replaceState(null, "", "/ka/register");
    render(<Harness />);
    expect(screen.getByRole("group", { name: "ადამიანის შემოწმება" })).toBeTruthy();
    expect(screen.getByText("ადამიანის შემოწმება გამოჩნდება, როცა ფორმის შევსებას დაიწყებთ.")).toBeTruthy();
    const el = await widget();
    expect(el.getAttribute("language")).toBe("ka");
    act(() => el.dispatchEvent(new CustomEvent("expired")));
    expect(screen.getByText("CAPTCHA-ს ვადა ამოიწურა. გთხოვთ, გაიაროთ შემოწმება ხელახლა.")).toBeTruthy();
  });
});
