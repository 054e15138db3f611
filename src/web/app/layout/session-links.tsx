import { Link, NavLink } from "react-router";
import { paths } from "@/shared/routes";
import type { HeaderActionsProps } from "@/web/app/layout/header-actions";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { useSession } from "@/web/lib/session";

/**
 * The public header's account links: Register and Login when signed out, Dashboard and Invest Now
 * when signed in. The prerendered HTML cannot know the session, so while it loads the signed-out
 * links keep their place but stay invisible (and out of the tab order): nothing jumps, nothing flashes.
 * Reads the session with a plain fetch (lib/session): the auth client stays out of public pages.
 */
export function SessionLinks({ placement, onNavigate }: HeaderActionsProps) {
  const session = useSession();
  const inMenu = placement === "menu";
  // On a phone these live in the side menu only.
  const barOnly = inMenu ? undefined : "hidden md:inline-flex";

  if (session.data) {
    return (
      <>
        <Button
          asChild
          variant={inMenu ? "outline" : "ghost"}
          size={inMenu ? "default" : "sm"}
          className={barOnly}
        >
          <NavLink to={paths.dashboard} onClick={onNavigate}>
            Dashboard
          </NavLink>
        </Button>
        <Button asChild size={inMenu ? "default" : "sm"} className={barOnly}>
          <Link to={paths.investment} onClick={onNavigate}>
            Invest Now
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
        <Link to={paths.login} onClick={onNavigate}>
          Login
        </Link>
      </Button>
      <Button asChild size={inMenu ? "default" : "sm"} className={hidden}>
        <Link to={paths.register} onClick={onNavigate}>
          Register
        </Link>
      </Button>
    </>
  );
}
