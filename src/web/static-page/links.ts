import { isLocale, localizedPath } from "@/shared/i18n/locales";
import { productHash } from "@/shared/routes";
import { scrollToProduct } from "@/web/features/navigation/product-scroll";
import { rememberLocaleChoice } from "@/web/lib/locale-choice";

/** A click that asks for the page itself, not a new tab or window. */
const plain = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The language links lead to this very page in their language, with the reader's query and fragment
 * (LanguageSwitch): the prerendered links know only the page's path.
 */
function followLocation(): void {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-locale-choice]")) {
    const choice = link.dataset.localeChoice;
    if (choice && isLocale(choice)) link.setAttribute("href", localizedPath(here, choice));
  }
}

/**
 * What the app's links do beyond going somewhere: Learn More and the Product links scroll to the
 * product section (useProductLink), the language links keep the reader's place and remember the
 * choice (LanguageSwitch), and an arrival at #product scrolls there after the spec's 100 ms
 * (useScrollToProductOnArrival).
 */
export function wireLinks(): void {
  followLocation();
  window.addEventListener("hashchange", followLocation);
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const choice = target?.closest<HTMLElement>("[data-locale-choice]")?.dataset.localeChoice;
    if (choice && isLocale(choice)) rememberLocaleChoice(choice);

    const product = target?.closest<HTMLAnchorElement>(`a[href$="${productHash}"]`);
    const toProduct =
      target?.closest("[data-action=learn-more]") ||
      (product && product.pathname === window.location.pathname);
    if (!toProduct || !plain(event)) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, "", productHash);
    // replaceState fires no hashchange.
    followLocation();
    scrollToProduct();
  });
  if (window.location.hash === productHash) window.setTimeout(scrollToProduct, 100);
}
