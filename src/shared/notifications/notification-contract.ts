import { contract } from "@/shared/api/contract";
import {
  notificationIdSchema,
  notificationListSchema,
  readAllResultSchema,
  welcomeResultSchema,
} from "@/shared/notifications/notification-schemas";

export const listNotifications = contract({
  method: "GET",
  path: "/api/notifications",
  summary: "The investor's notifications, newest first, and how many are unread",
  access: "investor",
  responses: { 200: notificationListSchema },
});

export const createWelcome = contract({
  method: "POST",
  path: "/api/notifications/welcome",
  summary: "The welcome notification, created once",
  access: "investor",
  responses: { 200: welcomeResultSchema, 201: welcomeResultSchema },
});

export const readAllNotifications = contract({
  method: "POST",
  path: "/api/notifications/read-all",
  summary: "Mark every notification read",
  access: "investor",
  responses: { 200: readAllResultSchema },
});

export const readNotification = contract({
  method: "POST",
  path: "/api/notifications/:id/read",
  summary: "Mark one notification read",
  access: "investor",
  params: notificationIdSchema,
  responses: { 204: null },
});

export const dismissNotification = contract({
  method: "DELETE",
  path: "/api/notifications/:id",
  summary: "Dismiss one notification",
  access: "investor",
  params: notificationIdSchema,
  responses: { 204: null },
});

export const notificationContracts = [
  listNotifications,
  createWelcome,
  readAllNotifications,
  readNotification,
  dismissNotification,
];
