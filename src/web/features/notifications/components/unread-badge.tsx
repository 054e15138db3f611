import { m } from "@/paraglide/messages";
import { cn } from "@/web/lib/cn";

/** The spec: the bell's badge shows the unread count, 9+ above 9, and nothing at 0. */
export function unreadLabel(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? "9+" : String(unread);
}

/** The count on the bell; the bell's own label says it in words, so this is hidden from screen readers. */
export function UnreadBadge({ unread, className }: { unread: number; className?: string }) {
  const label = unreadLabel(unread);
  if (label === null) return null;
  return (
    <span
      aria-hidden
      data-testid="unread-badge"
      className={cn(
        "inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 font-bold text-[11px] text-white leading-none",
        className,
      )}
    >
      {label}
    </span>
  );
}

/** The bell's accessible name: "Notifications", with the unread count when there is one. */
export function bellLabel(unread: number): string {
  const label = unreadLabel(unread);
  return label === null ? m.notifications_title() : m.notifications_bell_label({ count: label });
}
