import { beforeAll, describe, expect, it } from "vitest";
import { emailFor, register, useAccountHarness } from "@/server/test/account-harness";
import { readSse } from "@/server/test/sse-reader";
import { createTestApp } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";
import { livePaths } from "@/shared/realtime/live-events";

/**
 * Our own limits by client address, met by an IPv6 host: it holds a whole /64 and may send each
 * request from another address of it. (Better Auth's limits, on sign-in and reset, group by /64 themselves.)
 */
describe.each(testEngines)(
  "limits by client address count an IPv6 client by its /64 ($engine)",
  ({ engine }) => {
    const h = useAccountHarness(engine);
    let network = 0;
    /** Address `host` of a /64 that no other test uses. */
    const freshNetwork = () => {
      network += 1;
      return (host: number) => `2001:db8:${network.toString(16)}:1::${host.toString(16)}`;
    };

    it("registration: three per 10 s from one /64, whichever of its addresses they come from", async () => {
      const net = freshNetwork();
      const registered = async (ip: string) => {
        const email = emailFor("v6-register");
        const confirmation = h.smtp.next(email);
        expect((await register(h, email, { ip })).status).toBe(201);
        await confirmation;
      };
      for (let host = 1; host <= 3; host++) await registered(net(host));
      expect((await register(h, emailFor("v6-register"), { ip: net(4) })).status).toBe(429);
      await registered(freshNetwork()(4));
    });

    it("newsletter: five per minute from one /64, whichever of its addresses they come from", async () => {
      const net = freshNetwork();
      const subscribe = (ip: string) =>
        h.api.postJson("/api/newsletter", { email: emailFor("v6-news") }, { ip });
      for (let host = 1; host <= 5; host++) expect((await subscribe(net(host))).status).toBe(201);
      expect((await subscribe(net(0xffff))).status).toBe(429);
      expect((await subscribe(freshNetwork()(6))).status).toBe(201);
    });

    it("newsletter: an IPv4 client counts the same over IPv4 and over a dual-stack socket", async () => {
      const subscribe = (ip: string) =>
        h.api.postJson("/api/newsletter", { email: emailFor("v4-news") }, { ip });
      for (let sent = 1; sent <= 5; sent++) {
        const ip = sent % 2 ? "192.0.2.77" : "::ffff:192.0.2.77";
        expect((await subscribe(ip)).status).toBe(201);
      }
      expect((await subscribe("::ffff:192.0.2.77")).status).toBe(429);
      expect((await subscribe("192.0.2.77")).status).toBe(429);
    });

    describe("live streams", () => {
      let api: ReturnType<typeof createTestApp>;
      beforeAll(() => {
        api = createTestApp(h.database, {}, { live: { maxStreamsPerClient: 2 } });
      });

      it("holds the open streams of one /64 to the cap, and a second /64 has its own", async () => {
        const net = freshNetwork();
        const open = (ip: string) => api.call(livePaths.sale, {}, ip);
        const streams = [];
        for (let host = 1; host <= 2; host++) {
          const response = await open(net(host));
          expect(response.status).toBe(200);
          const events = readSse(response);
          await events.next();
          streams.push(events);
        }
        expect((await open(net(3))).status).toBe(429);
        const elsewhere = await open(freshNetwork()(3));
        expect(elsewhere.status).toBe(200);
        streams.push(readSse(elsewhere));
        await Promise.all(streams.map((events) => events.close()));
      });
    });
  },
);
