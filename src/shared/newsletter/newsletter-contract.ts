import { contract, formBody, raw } from "@/shared/api/contract";
import { SUBSCRIBE_FORM_PATH } from "@/shared/newsletter/subscribe-form-path";
import {
  mailLinkQuerySchema,
  pageLanguageQuerySchema,
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

const answerPage = raw(
  "text/html",
  "A small page that says how the subscription went, in the page's language",
);

export const subscribeByForm = contract({
  method: "POST",
  path: SUBSCRIBE_FORM_PATH,
  summary:
    "The footer's form as a browser posts it without the page's script: the same subscription, answered by a page (a JSON body gets 415)",
  access: "public",
  query: pageLanguageQuerySchema,
  body: formBody(subscribeSchema),
  responses: {
    201: answerPage,
    202: answerPage,
    400: answerPage,
    409: answerPage,
    429: answerPage,
    503: answerPage,
  },
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

export const newsletterContracts = [
  subscribe,
  subscribeByForm,
  unsubscribePage,
  unsubscribe,
  resubscribePage,
  resubscribe,
];
