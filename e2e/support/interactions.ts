import type { Locator, Page } from "@playwright/test";

/**
 * What a person does to a page: each call is one interaction (a tap, a field typed in, an option
 * picked, a key pressed, files chosen). The journey test counts them; other specs act uncounted.
 */
export interface Interactions {
  click(target: Locator): Promise<void>;
  fill(target: Locator, value: string): Promise<void>;
  check(target: Locator): Promise<void>;
  select(target: Locator, option: { label: string } | string): Promise<void>;
  press(target: Locator, key: string): Promise<void>;
  setFiles(target: Locator, files: Parameters<Locator["setInputFiles"]>[0]): Promise<void>;
  /** A link followed from outside the page (the confirmation link tapped in the mail app). */
  openLink(page: Page, url: string): Promise<void>;
}

export const uncounted: Interactions = {
  click: (target) => target.click(),
  fill: (target, value) => target.fill(value),
  check: (target) => target.check(),
  select: async (target, option) => {
    await target.selectOption(option);
  },
  press: (target, key) => target.press(key),
  setFiles: (target, files) => target.setInputFiles(files),
  openLink: async (page, url) => {
    await page.goto(url);
  },
};

/** The same actions, each adding one to `count` (and its name to `log`, to print what they were). */
export function countedInteractions(): Interactions & { readonly count: number; readonly log: string[] } {
  const log: string[] = [];
  const counted =
    <A extends unknown[]>(kind: string, act: (target: Locator, ...args: A) => Promise<void>) =>
    async (target: Locator, ...args: A) => {
      log.push(`${kind} ${target}`);
      await act(target, ...args);
    };
  return {
    click: counted("click", uncounted.click),
    fill: counted("fill", uncounted.fill),
    check: counted("check", uncounted.check),
    select: counted("select", uncounted.select),
    press: counted("press", uncounted.press),
    setFiles: counted("choose files", uncounted.setFiles),
    openLink: async (page, url) => {
      log.push(`open ${new URL(url).pathname}`);
      await uncounted.openLink(page, url);
    },
    get count() {
      return log.length;
    },
    log,
  };
}
