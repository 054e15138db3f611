import { Link, NavLink } from "react-router";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import type { HeaderActionsProps } from "@/web/app/layout/header-actions";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { pageHref } from "@/web/lib/locale";
import { useSession } from "@/web/lib/session";
import { useStaticDocument } from "@/web/lib/static-document";

/**
 * The public header's account links: Register and Login when signed out, Dashboard and Invest Now
 * when signed in. The prerendered HTML cannot know the session, so while it loads the signed-out
 * links keep their place but stay invisible (and out of the tab order): nothing jumps, nothing flashes.
 * Reads the session with a plain fetch (lib/session): the auth client stays out of public pages.
 */
export function SessionLinks({ placement, onNavigate }: HeaderActionsProps) {
  const session = useSession();
  const staticDocument = useStaticDocument();
  // A document that does not hydrate: its script turns the signed-out links into the signed-in ones
  // (src/web/static-page/session.ts), so each carries what it becomes.
  const swap = (path: string, text: string) =>
    staticDocument ? { "data-signed-in-href": pageHref(path), "data-signed-in-text": text } : {};
  const inMenu = placement === "menu";
  // On a phone these live in the side menu only.
  const barOnly = inMenu ? undefined : "hidden lg:inline-flex";

  if (session.data) {
    return (
      <>
        <Button
          asChild
          variant={inMenu ? "outline" : "ghost"}
          size={inMenu ? "default" : "sm"}
          className={barOnly}
        >
          <NavLink to={pageHref(paths.dashboard)} onClick={onNavigate}>
            {m.layout_session_dashboard()}
          </NavLink>
        </Button>
        <Button asChild size={inMenu ? "default" : "sm"} className={barOnly}>
          <Link to={pageHref(paths.investment)} onClick={onNavigate}>
            {m.layout_invest_now()}
          </Link>
        </Button>
      </>
    );
  }

  const hidden = cn(session.isPending && "invisible", barOnly);
  return (
    <>
      <Button
        asChild
        variant={inMenu ? "outline" : "ghost"}
        size={inMenu ? "default" : "sm"}
        className={hidden}
      >
        <Link
          to={pageHref(paths.login)}
          onClick={onNavigate}
          {...swap(paths.dashboard, m.layout_session_dashboard())}
        >
          {m.layout_session_login()}
        </Link>
      </Button>
      <Button asChild size={inMenu ? "default" : "sm"} className={hidden}>
        <Link
          to={pageHref(paths.register)}
          onClick={onNavigate}
          {...swap(paths.investment, m.layout_invest_now())}
        >
          {m.layout_session_register()}
        </Link>
      </Button>
    </>
  );
}
