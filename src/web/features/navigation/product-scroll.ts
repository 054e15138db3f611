import { productSectionId } from "@/shared/routes";

/** Brings the landing page's product section into view: smoothly, unless the reader asked for less motion. */
export function scrollToProduct() {
  document
    .getElementById(productSectionId)
    ?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
