import { useEffect, useState } from "react";
import { Toaster as Sonner } from "sonner";
import { m } from "@/paraglide/messages";
import { useLocale } from "@/web/lib/locale";

const GAP_PX = 8;

/**
 * Stacked above the sticky header (z-40) and below a modal dialog's overlay (z-50): a toast shown
 * while a dialog is open never covers the dialog's buttons (the dialogs say what matters themselves).
 */
export const TOASTER_Z_INDEX = 45;

/**
 * Where the page's header ends on screen: the demo banner above it scrolls away while the header
 * sticks, so the bottom moves (93 px at the top of a demo page at 360 px, 65 px once scrolled).
 */
function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const header = document.querySelector("body header");
        setBottom(Math.max(0, Math.round(header?.getBoundingClientRect().bottom ?? 0)));
      });
    };
    measure();
    window.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    // The banner appears, pages change: the body's size changes with them (the toaster lives in the root).
    const layout = new ResizeObserver(measure);
    layout.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
      layout.disconnect();
    };
  }, []);
  return bottom;
}

/** The site's toasts: top centre, just below the header wherever it is, under any open dialog. */
export function Toaster() {
  // Lives in the root, above the pages: follows the language so that its labels change with the page.
  useLocale();
  return <PageToaster />;
}

/** The toaster itself, outside any router: the static pages' script mounts it alone (src/web/static-page/toast.ts). */
export function PageToaster() {
  const below = { top: useHeaderBottom() + GAP_PX };
  return (
    <Sonner
      richColors
      closeButton
      containerAriaLabel={m.ui_toasts_label()}
      // Sonner's close button is a 20 px dot on the corner: a 44 px target inside the toast instead.
      toastOptions={{
        closeButtonAriaLabel: m.ui_toast_close(),
        classNames: {
          toast: "!pr-12",
          closeButton:
            "!left-auto !right-0 !top-0 !size-11 !transform-none !rounded-lg !border-0 !bg-transparent [&_svg]:!size-4",
        },
      }}
      position="top-center"
      offset={below}
      mobileOffset={below}
      style={{ zIndex: TOASTER_Z_INDEX }}
    />
  );
}
