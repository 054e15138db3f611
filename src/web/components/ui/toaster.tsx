import { Toaster as Sonner } from "sonner";

/** The site header's height (h-16) and its border: toasts start below it, so they never cover it. */
export const HEADER_HEIGHT_PX = 65;
const GAP_PX = 8;
const below = { top: HEADER_HEIGHT_PX + GAP_PX };

/**
 * Stacked above the sticky header (z-40) and below a modal dialog's overlay (z-50): a toast shown
 * while a dialog is open never covers the dialog's buttons (the dialogs say what matters themselves).
 */
export const TOASTER_Z_INDEX = 45;

/** The site's toasts: top centre, below the header, under any open dialog. */
export function Toaster() {
  return (
    <Sonner
      richColors
      closeButton
      position="top-center"
      offset={below}
      mobileOffset={below}
      style={{ zIndex: TOASTER_Z_INDEX }}
    />
  );
}
