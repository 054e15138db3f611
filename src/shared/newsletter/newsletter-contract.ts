import { contract, raw } from "@/shared/api/contract";
import {
  mailLinkQuerySchema,
  subscribeResultSchema,
  subscribeSchema,
} from "@/shared/newsletter/subscribe-schema";

export const subscribe = contract({
  method: "POST",
  path: "/api/newsletter",
  summary:
    "Subscribe an e-mail to the newsletter (409 when it already is; 202 when it had unsubscribed: its owner gets a link to come back)",
  access: "public",
  body: subscribeSchema,
  responses: { 201: subscribeResultSchema, 202: subscribeResultSchema, 409: subscribeResultSchema },
});

const page = raw("text/html", "A small page for the person who followed the mail's link");

export const unsubscribePage = contract({
  method: "GET",
  path: "/api/newsletter/unsubscribe",
  summary: "The unsubscribe page a mail's link opens (a form that confirms)",
  access: "public",
  query: mailLinkQuerySchema,
  responses: { 200: page },
});

export const unsubscribe = contract({
  method: "POST",
  path: "/api/newsletter/unsubscribe",
  summary: "Unsubscribe (RFC 8058 one-click too); 404 when the token is unknown",
  access: "public",
  query: mailLinkQuerySchema,
  responses: { 200: page, 404: page },
});

export const resubscribePage = contract({
  method: "GET",
  path: "/api/newsletter/resubscribe",
  summary: "The page the link mailed to an unsubscribed address opens (a form that confirms)",
  access: "public",
  query: mailLinkQuerySchema,
  responses: { 200: page },
});

export const resubscribe = contract({
  method: "POST",
  path: "/api/newsletter/resubscribe",
  summary:
    "Subscribe an address again from the link mailed to it; 404 when the link is unknown, used or expired",
  access: "public",
  query: mailLinkQuerySchema,
  responses: { 200: page, 404: page },
});

export const newsletterContracts = [subscribe, unsubscribePage, unsubscribe, resubscribePage, resubscribe];
