import { GraduationCapIcon, MenuIcon, XIcon } from "lucide-react";
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { m } from "@/paraglide/messages";
import { paths, productHash } from "@/shared/routes";
import { siteConfig } from "@/shared/site-config";
import type { HeaderActionsProps } from "@/web/app/layout/header-actions";
import { LanguageSwitch } from "@/web/app/layout/language-switch";
import { pageLinks } from "@/web/app/layout/nav-items";
import { SessionLinks } from "@/web/app/layout/session-links";
import { Button } from "@/web/components/ui/button";
import { Container } from "@/web/components/ui/section";
import { useProductLink } from "@/web/features/navigation/use-product-scroll";
import { cn } from "@/web/lib/cn";
import { pageHref } from "@/web/lib/locale";
import { useStaticDocument } from "@/web/lib/static-document";

const loadMobileMenu = () => import("@/web/app/layout/mobile-menu");
const MobileMenu = lazy(loadMobileMenu);

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    // min-w-min, not min-w-11: a link never shrinks below its longest word (every label is wider
    // than 44 px), and a two-word Georgian label wraps onto two lines when the bar is short of room.
    "inline-flex min-h-11 min-w-min items-center rounded-md px-3 font-medium text-sm leading-tight transition-colors hover:bg-slate-100 hover:text-slate-900",
    isActive ? "text-brand-700" : "text-slate-700",
  );

/**
 * Sticky top navigation; below lg the links move into a side menu (from md, Georgian labels, the
 * language switch and the account buttons did not fit a 768 px bar). `actions` renders the buttons on
 * the right; by default the public ones, which follow the session (Register/Login or Dashboard/Invest Now).
 * Below lg the bar shows only the actions that opt in (the signed-in area's Invest Now and bell).
 */
export function SiteHeader({
  actions: Actions = SessionLinks,
}: {
  actions?: (props: HeaderActionsProps) => ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, the menu stays mounted (closed): its code is loaded and its close animation plays.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const goToProduct = useProductLink();
  const closeMenu = () => setMenuOpen(false);
  const staticDocument = useStaticDocument();
  const staticMenuId = useId();

  const items = (onNavigate?: () => void) => (
    <>
      <NavLink to={pageHref(paths.home)} end className={navLinkClass} onClick={onNavigate}>
        {m.layout_nav_home()}
      </NavLink>
      <a
        href={pageHref(`/${productHash}`)}
        className={navLinkClass({ isActive: false })}
        onClick={(event) => {
          onNavigate?.();
          goToProduct(event);
        }}
      >
        {m.layout_nav_product()}
      </a>
      {pageLinks.map((link) => (
        <NavLink key={link.to} to={pageHref(link.to)} className={navLinkClass} onClick={onNavigate}>
          {link.label()}
        </NavLink>
      ))}
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-slate-200 border-b bg-white/90 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link to={pageHref(paths.home)} className="flex min-h-11 items-center gap-2 font-bold text-brand-950">
          <GraduationCapIcon className="size-7 text-brand-600" aria-hidden />
          {/* On a phone the bar keeps room for Invest Now and the bell, and from lg to xl for the links
              and account buttons (Georgian's are long): the name is read, not shown. */}
          <span className="whitespace-nowrap max-sm:sr-only lg:max-xl:sr-only">{siteConfig.academyName}</span>
          <span className="rounded bg-accent-400 px-1.5 py-0.5 text-brand-950 text-xs">
            {siteConfig.tokenSymbol}
          </span>
        </Link>
        <nav aria-label={m.layout_nav_main_label()} className="hidden items-center gap-1 lg:flex">
          {items()}
        </nav>
        <LanguageSwitch className="hidden text-slate-700 lg:flex" />
        {/* The actions decide which of them a phone's bar shows (hidden lg:… on the others). */}
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <Actions placement="bar" />
        </div>
        {staticDocument ? (
          <StaticMenu id={staticMenuId} links={items()} actions={<Actions placement="menu" />} />
        ) : null}
        {/* Loading starts as a finger or the focus reaches the button, so the menu is there by the click. */}
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={m.layout_menu_open()}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={staticDocument ? staticMenuId : undefined}
          data-menu-open={staticDocument ? staticMenuId : undefined}
          {...(staticDocument ? showsModal(staticMenuId) : {})}
          onPointerDown={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon className="size-6" />
        </Button>
        {menuLoaded ? (
          <Suspense fallback={null}>
            <MobileMenu
              open={menuOpen}
              onOpenChange={setMenuOpen}
              links={
                <>
                  {items(closeMenu)}
                  <LanguageSwitch className="text-slate-700" />
                </>
              }
              actions={<Actions placement="menu" onNavigate={closeMenu} />}
              returnFocusTo={menuButton}
            />
          </Suspense>
        ) : null}
      </Container>
    </header>
  );
}

/**
 * Invoker commands: a browser that has them (Chromium 135, Firefox 144, Safari 26.2) opens and closes
 * the static menu from its buttons with no script, so the menu works from the first paint, before the
 * page's script arrives (decision 0029). React 19's types do not name the attributes yet.
 */
const showsModal = (dialogId: string) => ({ commandfor: dialogId, command: "show-modal" });
const closes = (dialogId: string) => ({ commandfor: dialogId, command: "close" });

/**
 * The phone's menu in a document that does not hydrate (the public pages that only read): a modal
 * `<dialog>`, which traps the focus, closes on Escape and hands the focus back by itself, and with
 * `closedby="any"` also closes on a tap outside. Its buttons open and close it by invoker commands;
 * the page's script does the same where those are missing, keeps the button's `aria-expanded`, and
 * closes it from a link inside (src/web/static-page/menu.ts).
 */
function StaticMenu({ id, links, actions }: { id: string; links: ReactNode; actions: ReactNode }) {
  const titleId = `${id}-title`;
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      closedby="any"
      className="fixed inset-y-0 right-0 left-auto z-50 m-0 h-full max-h-none w-[85vw] max-w-sm flex-col gap-4 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/50 open:flex"
    >
      <div className="flex items-center justify-between">
        <h2 id={titleId} className="font-semibold text-lg">
          {m.layout_menu_title()}
        </h2>
        <button
          type="button"
          data-menu-close
          {...closes(id)}
          className="rounded-md p-3 text-slate-600 hover:bg-slate-100"
          aria-label={m.ui_close_menu()}
        >
          <XIcon className="size-5" />
        </button>
      </div>
      <nav aria-label={m.layout_nav_mobile_label()} className="flex flex-col gap-1">
        {links}
        <LanguageSwitch className="text-slate-700" />
      </nav>
      <div className="mt-auto flex flex-col gap-2">{actions}</div>
    </dialog>
  );
}
