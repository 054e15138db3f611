// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
// What the app sets up in its root: message functions read the language from the page's path.
import "@/shared/i18n/current-locale";
import { CopyButton } from "@/web/components/ui/copy-button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { Sheet, SheetContent } from "@/web/components/ui/sheet";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("the UI primitives' own texts", () => {
  it("in Georgian: the copy button says what happened", async () => {
    window.history.replaceState(null, "", "/ka/investment");
    vi.stubGlobal("navigator", { clipboard: { writeText: () => Promise.resolve() } });
    render(<CopyButton value="0xabc" label="მისამართის კოპირება" />);
    const button = screen.getByRole("button", { name: "მისამართის კოპირება" });
    expect(button.textContent).toBe("კოპირება");
    await act(async () => fireEvent.click(button));
    expect(button.textContent).toBe("დაკოპირდა!");
  });

  it("in Georgian: the copy button says so when the clipboard refuses", async () => {
    window.history.replaceState(null, "", "/ka/investment");
    vi.stubGlobal("navigator", { clipboard: { writeText: () => Promise.reject(new Error("denied")) } });
    render(<CopyButton value="0xabc" label="კოპირება" />);
    const button = screen.getByRole("button");
    await act(async () => fireEvent.click(button));
    expect(button.textContent).toBe("შეცდომა");
  });

  it("in Georgian: a dialog's and the menu's close buttons are named", () => {
    window.history.replaceState(null, "", "/ka/profile");
    // One modal at a time: an open modal hides the rest of the page from the accessibility tree.
    render(
      <Dialog open>
        <DialogContent title="სათაური">ტექსტი</DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole("button", { name: "დახურვა" })).toBeTruthy();
    cleanup();
    render(
      <Sheet open>
        <SheetContent title="მენიუ">ბმულები</SheetContent>
      </Sheet>,
    );
    expect(screen.getByRole("button", { name: "მენიუს დახურვა" })).toBeTruthy();
  });

  it("in English the texts are as before", () => {
    render(
      <>
        <CopyButton value="0xabc" label="Copy wallet address" />
        <Dialog open>
          <DialogContent title="Title">Text</DialogContent>
        </Dialog>
      </>,
    );
    expect(screen.getByRole("button", { name: "Copy wallet address" }).textContent).toBe("Copy");
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
  });
});
