import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createNotifications, type NewNotification } from "@/server/notifications/notification-store";
import {
  type AccountHarness,
  createUser,
  emailFor,
  rows,
  sessionCookie,
  signIn,
  useAccountHarness,
} from "@/server/test/account-harness";
import { testEngines } from "@/server/test/test-database";
import { type NotificationList, notificationListSchema } from "@/shared/notifications/notification-schemas";

const note = (title: string, extra: Partial<NewNotification> = {}): NewNotification => ({
  type: "system",
  title,
  message: `${title} message`,
  priority: "medium",
  ...extra,
});

describe.each(testEngines)("notifications over the API ($engine)", ({ engine }) => {
  const h: AccountHarness = useAccountHarness(engine);

  async function signedIn() {
    const email = emailFor("notified");
    const user = await createUser(h, email);
    return { ...user, cookie: sessionCookie(await signIn(h, email)) };
  }
  const send = (path: string, method: string, cookie?: string) =>
    h.api.call(path, {
      method,
      headers: { Origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    });
  async function list(cookie: string): Promise<NotificationList> {
    const response = await send("/api/notifications", "GET", cookie);
    expect(response.status).toBe(200);
    return notificationListSchema.parse(await response.json());
  }

  it("refuses the signed-out", async () => {
    expect((await send("/api/notifications", "GET")).status).toBe(401);
    expect((await send("/api/notifications/welcome", "POST")).status).toBe(401);
    expect((await send("/api/notifications/read-all", "POST")).status).toBe(401);
  });

  it("creates the welcome notice once, and a dismissed welcome does not come back", async () => {
    const { cookie } = await signedIn();
    expect(await list(cookie)).toEqual({ notifications: [], unread: 0 });

    const [first, second] = await Promise.all([
      send("/api/notifications/welcome", "POST", cookie),
      send("/api/notifications/welcome", "POST", cookie),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([200, 201]);
    const { notifications, unread } = await list(cookie);
    expect(unread).toBe(1);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      type: "system",
      read: false,
      title: "Welcome to the PXL private sale",
    });

    const id = notifications[0]?.id ?? "";
    expect((await send(`/api/notifications/${id}`, "DELETE", cookie)).status).toBe(204);
    expect((await send("/api/notifications/welcome", "POST", cookie)).status).toBe(200);
    expect(await list(cookie)).toEqual({ notifications: [], unread: 0 });
    expect((await send(`/api/notifications/${id}`, "DELETE", cookie)).status).toBe(404);
  });

  it("lists newest first and keeps only the newest 20", async () => {
    const user = await signedIn();
    for (let i = 1; i <= 25; i += 1) await createNotifications(h.database.db, user.id, [note(`n${i}`)]);
    const { notifications, unread } = await list(user.cookie);
    expect(notifications.map((n) => n.title)).toEqual(Array.from({ length: 20 }, (_, i) => `n${25 - i}`));
    expect(unread).toBe(20);
    const [stored] = await rows<{ n: string | number }>(
      h,
      sql`select count(*) as n from notifications where user_id = ${user.id}`,
    );
    expect(Number(stored?.n)).toBe(20);
  });

  it("notifies a fact once by its dedupe key, even after the cap pushed it out", async () => {
    const user = await signedIn();
    const db = h.database.db;
    expect(await createNotifications(db, user.id, [note("fact", { dedupeKey: "fact:1" })])).toBe(1);
    expect(await createNotifications(db, user.id, [note("fact again", { dedupeKey: "fact:1" })])).toBe(0);
    for (let i = 0; i < 20; i += 1) await createNotifications(db, user.id, [note(`later ${i}`)]);
    expect((await list(user.cookie)).notifications.map((n) => n.title)).not.toContain("fact");
    expect(await createNotifications(db, user.id, [note("fact", { dedupeKey: "fact:1" })])).toBe(0);
    expect((await list(user.cookie)).notifications.map((n) => n.title)).not.toContain("fact");
  });

  it("lists notifications created within one millisecond newest first", async () => {
    const user = await signedIn();
    const titles = Array.from({ length: 12 }, (_, i) => `n${i + 1}`);
    await createNotifications(
      h.database.db,
      user.id,
      titles.map((title) => note(title)),
    );
    const listed = (await list(user.cookie)).notifications.map((n) => n.title);
    expect(listed).toEqual(titles.toReversed());
  });

  it("marks one read, marks all read and dismisses, each only for its owner", async () => {
    const alice = await signedIn();
    const mallory = await signedIn();
    const db = h.database.db;
    await createNotifications(db, alice.id, [note("a1"), note("a2"), note("a3", { dedupeKey: "k" })]);
    await createNotifications(db, mallory.id, [note("m1")]);
    const [a3, a2, a1] = (await list(alice.cookie)).notifications;
    if (!a1 || !a2 || !a3) throw new Error("alice's notifications are missing");

    // Mallory reaches none of Alice's notifications: 404, as for an id that does not exist.
    expect((await send(`/api/notifications/${a1.id}/read`, "POST", mallory.cookie)).status).toBe(404);
    expect((await send(`/api/notifications/${a1.id}`, "DELETE", mallory.cookie)).status).toBe(404);
    expect((await send("/api/notifications/read-all", "POST", mallory.cookie)).status).toBe(200);
    expect((await list(mallory.cookie)).notifications.map((n) => n.title)).toEqual(["m1"]);
    expect(await list(alice.cookie)).toMatchObject({ unread: 3 });

    expect((await send(`/api/notifications/${a1.id}/read`, "POST", alice.cookie)).status).toBe(204);
    let now = await list(alice.cookie);
    expect(now.unread).toBe(2);
    expect(now.notifications.map((n) => [n.title, n.read])).toEqual([
      ["a3", false],
      ["a2", false],
      ["a1", true],
    ]);

    const all = await send("/api/notifications/read-all", "POST", alice.cookie);
    expect(await all.json()).toEqual({ marked: 2 });
    expect((await list(alice.cookie)).unread).toBe(0);

    expect((await send(`/api/notifications/${a2.id}`, "DELETE", alice.cookie)).status).toBe(204);
    expect((await send(`/api/notifications/${a3.id}`, "DELETE", alice.cookie)).status).toBe(204);
    now = await list(alice.cookie);
    expect(now.notifications.map((n) => n.title)).toEqual(["a1"]);
    expect((await send(`/api/notifications/${a3.id}/read`, "POST", alice.cookie)).status).toBe(404);
    // Mallory's own list is untouched by all of it.
    expect((await list(mallory.cookie)).notifications.map((n) => [n.title, n.read])).toEqual([["m1", true]]);
  });

  it("answers 400 for an id that is not a notification id", async () => {
    const { cookie } = await signedIn();
    expect((await send("/api/notifications/not-a-uuid/read", "POST", cookie)).status).toBe(400);
    expect((await send("/api/notifications/1'%20or%201=1", "DELETE", cookie)).status).toBe(400);
  });
});
