import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sseFrame } from "@/server/realtime/live-hub";
import { EVENTS_CHANNEL } from "@/server/realtime/site-events";
import {
  createUser,
  emailFor,
  nextIp,
  sessionCookie,
  signIn,
  useAccountHarness,
} from "@/server/test/account-harness";
import { readSse } from "@/server/test/sse-reader";
import { testEngines } from "@/server/test/test-database";
import { liveEvents, livePaths } from "@/shared/realtime/live-events";
import { tokenDataSchema } from "@/shared/sale/token-data";

const USDT = 1_000_000n;
let nextTx = 1;

describe.each(testEngines)("live updates by server-sent events ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);
  beforeAll(() => h.api.services.realtime.start());

  const open = async (path: string, init: RequestInit = {}, ip = nextIp()) => {
    const response = await h.api.call(path, init, ip);
    return { response, events: response.ok ? readSse(response) : null };
  };
  /** A stream the server must open: its refusal fails the test with the status it gave. */
  const stream = async (path: string, init: RequestInit = {}, ip = nextIp()) => {
    const { response, events } = await open(path, init, ip);
    if (!events) throw new Error(`${path} answered ${response.status}, not a stream`);
    return { response, events };
  };
  const raisedIn = (data: string) => tokenDataSchema.parse(JSON.parse(data)).totalRaised;

  async function insertFinalPayment(amount: bigint) {
    const tx = `0x${(nextTx++).toString(16).padStart(64, "0")}`;
    await h.database.db.execute(sql`
      insert into payments (chain_id, tx_hash, log_index, from_address, amount_micro_usdt, block_number, block_hash, block_time, finality)
      values (42161, ${tx}, 0, ${`0x${"ab".repeat(20)}`}, ${amount.toString()}, 1, ${`0x${"cd".repeat(32)}`}, now(), 'final')`);
  }

  it("sends everyone the sale figures at once, then each change of them", async () => {
    const { response, events } = await stream(livePaths.sale);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const first = await events.next();
    expect(first.event).toBe(liveEvents.sale);
    const before = BigInt(raisedIn(first.data));

    await insertFinalPayment(250n * USDT);
    h.api.services.realtime.changed.sale();
    // Every change is news for the feed of payments; the figures come with it.
    expect((await events.next()).event).toBe(liveEvents.feed);
    const update = await events.nextOf(liveEvents.sale);
    expect(BigInt(raisedIn(update.data)) - before).toBe(250n * USDT);
    await events.close();
  });

  it("sends no sale event when the figures did not change, and ignores malformed notifications", async () => {
    const { events } = await stream(livePaths.sale);
    const first = await events.next();
    h.api.services.realtime.changed.sale();
    await h.api.services.settled();
    await h.database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, 'not json')`);
    await h.database.db.execute(
      sql`select pg_notify(${EVENTS_CHANNEL}, '{"type":"account","topic":"payments"}')`,
    );
    await insertFinalPayment(10n * USDT);
    h.api.services.realtime.changed.sale();
    // The next event is the one with new figures: the unchanged refresh sent nothing.
    const next = await events.nextOf(liveEvents.sale);
    expect(BigInt(raisedIn(next.data)) - BigInt(raisedIn(first.data))).toBe(10n * USDT);
    await events.close();
  });

  it("refuses the account stream to the signed-out", async () => {
    const { response } = await open(livePaths.account);
    expect(response.status).toBe(401);
  });

  it("tells each signed-in user about their own payments only", async () => {
    const alice = await createUser(h, emailFor("alice"));
    const bob = await createUser(h, emailFor("bob"));
    const aliceCookie = sessionCookie(await signIn(h, alice.email));
    const bobCookie = sessionCookie(await signIn(h, bob.email));
    const aliceStream = (await stream(livePaths.account, { headers: { cookie: aliceCookie } })).events;
    const bobStream = (await stream(livePaths.account, { headers: { cookie: bobCookie } })).events;
    expect((await aliceStream.next()).event).toBe(liveEvents.sale);
    expect((await bobStream.next()).event).toBe(liveEvents.sale);

    h.api.services.realtime.changed.payments([alice.id]);
    h.api.services.realtime.changed.payments([bob.id]);
    expect(await aliceStream.next()).toEqual({ event: liveEvents.payments, data: "{}" });
    // Bob's first event is his own: Alice's, published before it, never reached him.
    expect(await bobStream.next()).toEqual({ event: liveEvents.payments, data: "{}" });
    h.api.services.realtime.changed.payments([alice.id]);
    // Between the two, Alice's notifications may follow her first payments event.
    expect((await aliceStream.nextOf(liveEvents.payments)).data).toBe("{}");
    await h.api.services.settled();
    await Promise.all([aliceStream.close(), bobStream.close()]);
  });

  it("drops a client whose frames pile up unread, and keeps serving the one that reads", async () => {
    const hub = h.api.services.realtime.hub;
    const slow = await h.api.call(livePaths.sale, {}, nextIp()); // never read until dropped
    const { events } = await stream(livePaths.sale);
    await events.next();
    const before = hub.size;
    for (let i = 0; i < 12; i++) {
      hub.broadcast(sseFrame(liveEvents.feed, "{}"));
      expect(await events.next()).toEqual({ event: liveEvents.feed, data: "{}" });
    }
    // Its first frame and eight more waited unread: more than the hub lets pile up, so it was dropped.
    expect(hub.size).toBe(before - 1);
    // The dropped stream ends after what was queued for it; it reconnects and catches up.
    expect((await slow.text()).match(/event: feed/g)).toHaveLength(8);
    await events.close();
  });

  it("limits the streams one client address may hold open, and frees a slot when one closes", async () => {
    const ip = nextIp();
    const streams = [];
    for (let i = 0; i < 16; i++) {
      const { events } = await stream(livePaths.sale, {}, ip);
      await events.next();
      streams.push(events);
    }
    const refused = await open(livePaths.sale, {}, ip);
    expect(refused.response.status).toBe(429);
    expect(await refused.response.json()).toEqual({
      error: "Too many open connections. Please close other tabs.",
    });
    const before = h.api.services.realtime.hub.size;
    await streams.pop()?.close();
    await expect.poll(() => h.api.services.realtime.hub.size).toBe(before - 1);
    await expect.poll(async () => (await open(livePaths.sale, {}, ip)).response.status).toBe(200);
    await Promise.all(streams.map((s) => s.close()));
  });
});
