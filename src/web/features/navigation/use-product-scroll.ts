import { useCallback, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { unlocalizedPath } from "@/shared/i18n/locales";
import { productHash } from "@/shared/routes";
import { scrollToProduct } from "@/web/features/navigation/product-scroll";
import { pageHref } from "@/web/lib/locale";

/**
 * The Product link: on the landing page (/ or /ka) it scrolls to the product section; elsewhere it
 * goes to the landing page in the reader's language ("/#product", "/ka#product"), which scrolls there
 * itself (see useScrollToProductOnArrival).
 */
export function useProductLink() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      if (unlocalizedPath(location.pathname) === "/") {
        window.history.replaceState(window.history.state, "", productHash);
        scrollToProduct();
      } else {
        navigate(pageHref(`/${productHash}`));
      }
    },
    [location.pathname, navigate],
  );
}

/** On the landing page: when the address hash is #product, scroll to the section after `delayMs` (spec: 100 ms). */
export function useScrollToProductOnArrival(delayMs = 100) {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-runs the effect on every arrival, even to the same hash
  useEffect(() => {
    if (hash !== productHash) return;
    const timer = window.setTimeout(scrollToProduct, delayMs);
    return () => window.clearTimeout(timer);
  }, [hash, key, delayMs]);
}
