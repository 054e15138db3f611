import { SettingsIcon } from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import type { HeaderActionsProps } from "@/web/app/layout/header-actions";
import { Button } from "@/web/components/ui/button";
import { AdminLink } from "@/web/features/admin/components/admin-link";
import { NotificationBell } from "@/web/features/notifications/components/notification-bell";
import { SignOutButton } from "@/web/features/session/components/sign-out-button";
import { pageHref } from "@/web/lib/locale";

/**
 * The signed-in area's header buttons: Admin (operators only), Invest Now, the notification bell,
 * Settings (the profile) and Sign Out. The phone menu renders the same, with placement "menu"; a
 * phone's bar keeps Invest Now and the bell (with its badge), the rest is in the menu.
 */
export function AppHeaderActions({ placement, onNavigate }: HeaderActionsProps) {
  const inMenu = placement === "menu";
  // `contents` keeps the wrapped buttons in the bar's (or the menu's) own flex layout.
  const barOnly = inMenu ? "contents" : "hidden lg:contents";
  return (
    <>
      <span className={barOnly}>
        <AdminLink placement={placement} onNavigate={onNavigate} />
      </span>
      <Button asChild size={inMenu ? "default" : "sm"} className={inMenu ? undefined : "max-lg:h-11"}>
        <Link to={pageHref(paths.investment)} onClick={onNavigate}>
          {m.layout_invest_now()}
        </Link>
      </Button>
      <NotificationBell placement={placement} />
      <span className={barOnly}>
        <Button asChild variant={inMenu ? "outline" : "ghost"} size={inMenu ? "default" : "icon"}>
          <Link
            to={pageHref(paths.profile)}
            onClick={onNavigate}
            aria-label={inMenu ? undefined : m.layout_settings()}
          >
            <SettingsIcon aria-hidden />
            {inMenu ? m.layout_settings() : null}
          </Link>
        </Button>
        <SignOutButton
          variant={inMenu ? "outline" : "ghost"}
          size={inMenu ? "default" : "sm"}
          onSignOut={onNavigate}
        />
      </span>
    </>
  );
}
