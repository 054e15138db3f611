import { contract, raw } from "@/shared/api/contract";
import { saleFeedSchema } from "@/shared/portfolio/sale-feed";
import { tokenDataSchema } from "@/shared/sale/token-data";

export const getSale = contract({
  method: "GET",
  path: "/api/sale",
  summary: "The sale's token data (price, raised, sold, remaining); 304 when the ETag still matches",
  access: "public",
  responses: { 200: tokenDataSchema, 304: null },
});

export const getSaleFeed = contract({
  method: "GET",
  path: "/api/sale/feed",
  summary: "The latest purchases, anonymised, for the dashboard's feed",
  access: "public",
  responses: { 200: saleFeedSchema },
});

export const liveSale = contract({
  method: "GET",
  path: "/api/live/sale",
  summary: "Server-sent events: the public sale figures as they change",
  access: "public",
  responses: { 200: raw("text/event-stream", "Sale events") },
});

export const liveAccount = contract({
  method: "GET",
  path: "/api/live/account",
  summary: "Server-sent events: the signed-in user's payments, identity check and notifications",
  access: "investor",
  responses: { 200: raw("text/event-stream", "Account events") },
});

export const saleContracts = [getSale, getSaleFeed, liveSale, liveAccount];
