import { liveAccount, liveSale } from "@/shared/sale/sale-contract";

/**
 * The server-sent event streams. Events carry either the public sale figures (`sale`, data: the
 * token data) or a signal that one of the signed-in user's own lists changed (the browser refetches
 * it: the stream never carries private rows, so a stale or shared connection leaks nothing).
 */
export const livePaths = {
  /** Everyone: the sale figures, sent on connect and whenever they change. */
  sale: liveSale.path,
  /** The signed-in user: the sale figures and changes of their own payments notifications and KYC status. */
  account: liveAccount.path,
} as const;

export const liveEvents = {
  sale: "sale",
  /** Something reached the sale wallet (pending or final): the public feed of payments refetches. */
  feed: "feed",
  payments: "payments",
  notifications: "notifications",
  kyc: "kyc",
} as const;

/** What a signed-in user's stream can say changed (each is a refetch of that list). */
export const accountTopics = [liveEvents.payments, liveEvents.notifications, liveEvents.kyc] as const;
export type AccountTopic = (typeof accountTopics)[number];
