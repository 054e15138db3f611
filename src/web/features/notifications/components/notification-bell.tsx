import { BellIcon } from "lucide-react";
import { Popover } from "radix-ui";
import type { ReactNode } from "react";
import { m } from "@/paraglide/messages";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { useDismissNotification } from "@/web/features/notifications/api/dismiss-notification";
import { useNotifications } from "@/web/features/notifications/api/get-notifications";
import { useMarkAllNotificationsRead } from "@/web/features/notifications/api/mark-all-read";
import { useMarkNotificationRead } from "@/web/features/notifications/api/mark-notification-read";
import { NotificationList } from "@/web/features/notifications/components/notification-list";
import { bellLabel, UnreadBadge } from "@/web/features/notifications/components/unread-badge";
import { useWelcomeNotice } from "@/web/features/notifications/hooks/use-welcome-notice";

/**
 * The notification bell of the signed-in header: the unread count on it, and the list in a popover
 * (the header bar) or a dialog (the phone menu). The bar's bell, mounted on every signed-in page,
 * also asks for the welcome notice.
 */
export function NotificationBell({ placement }: { placement: "bar" | "menu" }) {
  const query = useNotifications();
  useWelcomeNotice(placement === "bar");
  const unread = query.data?.unread ?? 0;
  const panel = <NotificationPanel query={query} />;

  if (placement === "menu") {
    return (
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline" aria-label={bellLabel(unread)}>
            <BellIcon aria-hidden />
            {m.notifications_title()}
            <UnreadBadge unread={unread} />
          </Button>
        </DialogTrigger>
        <DialogContent title={m.notifications_title()}>{panel}</DialogContent>
      </Dialog>
    );
  }
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={bellLabel(unread)}>
          <BellIcon aria-hidden />
          <UnreadBadge unread={unread} className="absolute -top-0.5 -right-0.5" />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={m.notifications_title()}
          className="z-50 flex w-[min(24rem,calc(100vw-1rem))] flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
        >
          <h2 className="font-semibold text-base">{m.notifications_title()}</h2>
          {panel}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationPanel({ query }: { query: ReturnType<typeof useNotifications> }): ReactNode {
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const dismiss = useDismissNotification();
  if (query.isPending) return <Spinner label={m.notifications_loading()} />;
  if (!query.data) return <Alert tone="danger">{m.notifications_error()}</Alert>;
  return (
    <NotificationList
      notifications={query.data.notifications}
      unread={query.data.unread}
      onRead={(id) => markRead.mutate(id)}
      onReadAll={() => markAll.mutate()}
      onDismiss={(id) => dismiss.mutate(id)}
    />
  );
}
