import type { NotificationPriority } from "@/shared/notifications/notification-schemas";

/** The spec's threshold, 5 %, in the token data's unit: hundredths of a percent. */
export const PRICE_ALERT_THRESHOLD = 500n;

export interface PriceAlert {
  priority: NotificationPriority;
  direction: "falling" | "rising";
}

/**
 * The spec's price-alert rule: an absolute 24 h change above 5 % raises an alert, high priority when
 * the price falls and medium when it rises; exactly 5 % is not above it. The change is the token
 * data's `changePercent` (hundredths of a percent, an integer: no float decides an alert).
 *
 * Our price is fixed at 0.639 USDT, so `changePercent` is always 0 and this never fires today; it is
 * kept for the public sale, whose price may move.
 */
export function priceAlertFor(changePercent: bigint): PriceAlert | null {
  const magnitude = changePercent < 0n ? -changePercent : changePercent;
  if (magnitude <= PRICE_ALERT_THRESHOLD) return null;
  return changePercent < 0n
    ? { priority: "high", direction: "falling" }
    : { priority: "medium", direction: "rising" };
}
