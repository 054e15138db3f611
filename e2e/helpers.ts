import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it (the prerendered HTML is there before the
 * scripts run; a click or a submit before hydration would not reach React's handlers).
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * The page answers its reader: React has hydrated it or, on a public page whose document does not
 * hydrate, its own script has run (src/web/static-page/page-script.ts). The account pages' panel
 * hydrates after the frame around it (a Suspense boundary in the auth layout), so its forms are
 * waited for too.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.ready !== undefined) return true;
    const hydrated = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
    const main = document.querySelector("main");
    return main !== null && hydrated(main) && [...main.querySelectorAll("form")].every(hydrated);
  });
}

/**
 * Starts recording every text `box` shows, as it changes (a MutationObserver in the page), so a test
 * checks what was said at every moment, not only at the end. Returns what it has recorded so far.
 */
export async function recordTexts(box: Locator): Promise<() => Promise<string[]>> {
  type Recording = { recordedTexts: string[] };
  await box.evaluate((element) => {
    const seen: string[] = [];
    (element as unknown as Recording).recordedTexts = seen;
    const record = () => {
      const text = element.textContent ?? "";
      if (seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(record).observe(element, { subtree: true, childList: true, characterData: true });
    record();
  });
  return () => box.evaluate((element) => (element as unknown as Recording).recordedTexts);
}

/**
 * The states a box went through, in order, from the texts `recordTexts` recorded: each text's states
 * (words from `states` it contains) in the order they read, a state read again in the next text
 * counted once.
 */
export function statesIn(texts: string[], states: readonly string[]): string[] {
  const seen: string[] = [];
  for (const text of texts) {
    const shown = states
      .filter((words) => text.includes(words))
      .sort((a, b) => text.indexOf(a) - text.indexOf(b));
    for (const state of shown) if (seen.at(-1) !== state) seen.push(state);
  }
  return seen;
}

/** The site's RPC relay's answer to the page's next call of `method` (wait for it before acting). */
export function relayAnswer(page: Page, method: string) {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/chain/rpc" && (r.request().postData() ?? "").includes(method),
  );
}

/** The toasts (sonner renders them in a region named "Notifications alt+T"). */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

/** The h1 of the page, which must be the only one. */
export function pageHeading(page: Page) {
  return page.getByRole("heading", { level: 1 });
}

/** The landing page's product section (the spec's #product target). */
export function productSection(page: Page) {
  return page.locator("#product");
}

/** Passes once the product section has been scrolled to the top of the viewport (below the sticky header). */
export async function expectProductSectionScrolledIntoView(page: Page) {
  const section = productSection(page);
  await expect(section).toBeInViewport();
  await expect
    .poll(async () => Math.round((await section.boundingBox())?.y ?? Number.NaN), {
      message: "the top of #product should sit just below the sticky header",
    })
    .toBeLessThanOrEqual(120);
  await expect
    .poll(async () => Math.round((await section.boundingBox())?.y ?? Number.NaN))
    .toBeGreaterThanOrEqual(0);
}

/** The page is no wider than the screen: nothing to scroll sideways. Soft, so one run lists every page. */
export async function expectNoSidewaysScroll(page: Page, where = page.url()) {
  const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
    const root = document.documentElement;
    // The element that reaches furthest right: what to fix when the check fails.
    let widest = "";
    let right = root.clientWidth;
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 80)} "${(element.textContent ?? "").trim().slice(0, 40)}" (right ${Math.round(box.right)} px)`;
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
  });
  expect.soft(scrollWidth, `${where} scrolls sideways: ${widest}`).toBeLessThanOrEqual(clientWidth);
}

/** A tap target's size as a finger meets it (WCAG 2.5.5: 44 x 44 css px). */
export const TAP_TARGET_PX = 44;

/**
 * Every visible link, button and form control the user can reach on the page (inside an open dialog,
 * only the dialog's) whose target is smaller than 44 x 44 css px. Excluded, as WCAG 2.5.8 allows:
 * links inside a sentence (their size is the line's). A checkbox, radio or file input is as large as
 * its label, which toggles or opens it too.
 */
export function smallTapTargets(page: Page, min = TAP_TARGET_PX): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [role=checkbox], [role=combobox], [role=menuitem], [role=option]";
    const blockOf = (element: Element): Element | null => {
      let node = element.parentElement;
      while (node && getComputedStyle(node).display.startsWith("inline")) node = node.parentElement;
      return node;
    };
    const inSentence = (element: Element) => {
      if (element.tagName !== "A") return false;
      const block = blockOf(element);
      const own = (element.textContent ?? "").trim();
      const all = (block?.textContent ?? "").replace(/\s+/g, " ").trim();
      return (
        own.length > 0 && all.length > own.length && getComputedStyle(element).display.startsWith("inline")
      );
    };
    const shown = (element: Element) =>
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
      !element.closest("[aria-hidden=true], [inert]");
    // Visually hidden (sr-only, as the skip link is until focused): not a target on its own.
    const clipped = (element: Element) => {
      const style = getComputedStyle(element);
      return style.clipPath.startsWith("inset(50%") || (style.clip !== "auto" && style.clip !== "");
    };
    const targetBox = (element: Element) => {
      const own = clipped(element) ? new DOMRect() : element.getBoundingClientRect();
      const labelled =
        element instanceof HTMLInputElement && ["checkbox", "radio", "file"].includes(element.type);
      const boxes = [
        own,
        ...(labelled ? [...(element.labels ?? [])].map((l) => l.getBoundingClientRect()) : []),
      ].filter((b) => b.width > 1 && b.height > 1);
      if (boxes.length === 0) return null;
      const left = Math.min(...boxes.map((b) => b.left));
      const top = Math.min(...boxes.map((b) => b.top));
      const right = Math.max(...boxes.map((b) => b.right));
      const bottom = Math.max(...boxes.map((b) => b.bottom));
      return { width: right - left, height: bottom - top };
    };
    const small: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (!shown(element) || inSentence(element)) continue;
      const box = targetBox(element);
      if (!box) continue;
      // Half a pixel of rounding (a 44 px box can measure 43.99).
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
      const name =
        element.getAttribute("aria-label") ??
        ((element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40) ||
          element.getAttribute("name") ||
          element.getAttribute("type") ||
          "");
      small.push(
        `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
    }
    return small;
  }, min);
}

/** No tap target under 44 x 44 css px (soft, so one run lists every page's). */
export async function expectTapTargets(page: Page, where = page.url()) {
  expect.soft(await smallTapTargets(page), `${where}: tap targets under ${TAP_TARGET_PX} px`).toEqual([]);
}

/** Both checks of a page at a phone's width, once its entrance animations are over (they scale boxes). */
export async function expectFitsPhone(page: Page, where = page.url()) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await expectNoSidewaysScroll(page, where);
  await expectTapTargets(page, where);
}
