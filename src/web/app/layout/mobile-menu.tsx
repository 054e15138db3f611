import type { ReactNode, RefObject } from "react";
import { m } from "@/paraglide/messages";
import { Sheet, SheetContent } from "@/web/components/ui/sheet";

/**
 * The phone's side menu. Its own module so that Radix Dialog loads when a reader first reaches for
 * the menu, not with every page's first JavaScript (issue 13). Radix hands the focus back to its own
 * Trigger on close; the menu button lives outside this module, so it is named here instead.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  links,
  actions,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: ReactNode;
  actions: ReactNode;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title={m.layout_menu_title()}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <nav aria-label={m.layout_nav_mobile_label()} className="flex flex-col gap-1">
          {links}
        </nav>
        <div className="mt-auto flex flex-col gap-2">{actions}</div>
      </SheetContent>
    </Sheet>
  );
}
