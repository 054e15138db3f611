import { type BellIcon, CoinsIcon, InfoIcon, ReceiptIcon, TrendingUpIcon, XIcon } from "lucide-react";
import { m } from "@/paraglide/messages";
import { formatDateTime } from "@/shared/format/dates";
import type { Notification, NotificationType } from "@/shared/notifications/notification-schemas";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

const icons: Record<NotificationType, typeof BellIcon> = {
  transaction: ReceiptIcon,
  dividend: CoinsIcon,
  price: TrendingUpIcon,
  system: InfoIcon,
};

interface NotificationListProps {
  notifications: Notification[];
  unread: number;
  onRead: (id: string) => void;
  onReadAll: () => void;
  onDismiss: (id: string) => void;
}

/** The list behind the bell: newest first; a click on one marks it read; mark all read; dismiss. */
export function NotificationList({
  notifications,
  unread,
  onRead,
  onReadAll,
  onDismiss,
}: NotificationListProps) {
  return (
    <div className="flex min-h-0 flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-slate-600 text-sm">
          {unread > 0 ? m.notifications_unread_count({ count: unread }) : m.notifications_all_read()}
        </p>
        <Button variant="link" size="sm" className="px-1" disabled={unread === 0} onClick={onReadAll}>
          {m.notifications_mark_all_read()}
        </Button>
      </div>
      {notifications.length === 0 ? (
        <p className="py-6 text-center text-slate-600 text-sm">{m.notifications_empty()}</p>
      ) : (
        <ul className="-mx-2 flex max-h-[60vh] flex-col gap-1 overflow-y-auto">
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onRead={onRead}
              onDismiss={onDismiss}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function NotificationItem({
  notification,
  onRead,
  onDismiss,
}: {
  notification: Notification;
  onRead: (id: string) => void;
  onDismiss: (id: string) => void;
}) {
  const Icon = icons[notification.type];
  const { id, read, title, message, priority, createdAt } = notification;
  return (
    <li className={cn("flex items-start gap-1 rounded-lg", read ? "bg-white" : "bg-brand-50")}>
      <button
        type="button"
        className="flex min-w-0 flex-1 items-start gap-3 rounded-lg p-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-describedby={`notification-${id}-state`}
        onClick={() => (read ? undefined : onRead(id))}
      >
        <Icon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className={cn("text-sm text-slate-900", read ? "font-medium" : "font-bold")}>
            {title}
            {priority === "high" ? (
              <Badge tone="danger" className="ml-2 align-middle">
                {m.notifications_important()}
              </Badge>
            ) : null}
          </span>
          <span className="text-slate-700 text-sm">{message}</span>
          <time className="text-slate-600 text-xs" dateTime={createdAt}>
            {formatDateTime(createdAt)}
          </time>
          <span id={`notification-${id}-state`} className="sr-only">
            {read ? m.notifications_state_read() : m.notifications_state_unread()}
          </span>
        </span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0"
        aria-label={m.notifications_dismiss_label({ title })}
        onClick={() => onDismiss(id)}
      >
        <XIcon aria-hidden />
      </Button>
    </li>
  );
}
