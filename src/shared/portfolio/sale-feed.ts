import { z } from "zod";

/** How many payments the public feed lists. */
export const SALE_FEED_LIMIT = 20;

/** One payment that reached the sale wallet; the sender is shortened ("0x1234…abcd"). */
export const saleFeedItemSchema = z.object({
  id: z.string(),
  amountMicroUsdt: z.string().regex(/^\d+$/),
  sender: z.string(),
  time: z.iso.datetime({ offset: true }),
  status: z.enum(["pending", "final"]),
});
export type SaleFeedItem = z.infer<typeof saleFeedItemSchema>;

/** `GET /api/sale/feed`: the latest payments to the sale wallet, newest first (never orphaned ones). */
export const saleFeedSchema = z.object({ payments: z.array(saleFeedItemSchema).max(SALE_FEED_LIMIT) });
export type SaleFeed = z.infer<typeof saleFeedSchema>;
