import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createDocumentStore } from "@/server/kyc/document-store";
import { KYC_BODY_LIMIT, kycRoutes } from "@/server/kyc/kyc-routes";
import { htmlBytes, kycForm } from "@/server/kyc/kyc-test-files";
import { createUploadGate } from "@/server/kyc/upload-gate";
import { userRateLimitKey } from "@/server/lib/user-rate-limit";
import {
  countOf,
  createUser,
  emailFor,
  sessionCookie,
  signIn,
  useAccountHarness,
} from "@/server/test/account-harness";
import { TEST_KYC_KEY, TEST_ORIGIN } from "@/server/test/test-app";
import { testEngines } from "@/server/test/test-database";

type Send = (path: string, init: RequestInit) => Promise<Response>;

/**
 * A submission whose body stops half way until the test says: `reading` resolves once the server
 * has begun to read it (so it has passed every check before the body), then `finish` sends the
 * rest and `abort` fails the stream, as a client that goes away does.
 */
async function heldUpload(send: Send, cookie: string) {
  const form = new Response(kycForm());
  const contentType = form.headers.get("content-type") ?? "";
  const bytes = new Uint8Array(await form.arrayBuffer());
  const half = Math.floor(bytes.length / 2);
  let reading = () => {};
  const read = new Promise<void>((resolve) => {
    reading = resolve;
  });
  let decide: (how: "finish" | "abort") => void = () => {};
  const decided = new Promise<"finish" | "abort">((resolve) => {
    decide = resolve;
  });
  let started = false;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(bytes.subarray(0, half));
          reading();
          return;
        }
        if ((await decided) === "abort") return controller.error(new Error("the client went away"));
        controller.enqueue(bytes.subarray(half));
        controller.close();
      },
    },
    // Pulled only when the server reads, not as soon as the request is made.
    { highWaterMark: 0 },
  );
  const response = send("/api/kyc", {
    method: "POST",
    // The length a browser declares for a form, so the route reads the stream itself.
    headers: {
      Origin: TEST_ORIGIN,
      cookie,
      "Content-Type": contentType,
      "Content-Length": `${bytes.length}`,
    },
    body,
    duplex: "half",
  } as RequestInit);
  return { read, response, finish: () => decide("finish"), abort: () => decide("abort") };
}

/** The form as its bytes, with its length declared (as a browser sends it) or as a stream without one. */
async function submitRaw(send: Send, cookie: string, { declared }: { declared: boolean }) {
  const form = new Response(kycForm());
  const headers = { Origin: TEST_ORIGIN, cookie, "Content-Type": form.headers.get("content-type") ?? "" };
  if (!declared) {
    return send("/api/kyc", { method: "POST", headers, body: form.body, duplex: "half" } as RequestInit);
  }
  const bytes = await form.arrayBuffer();
  return send("/api/kyc", {
    method: "POST",
    headers: { ...headers, "Content-Length": `${bytes.byteLength}` },
    body: bytes,
  });
}

describe.each(testEngines)("KYC uploads running at once ($engine)", ({ engine }) => {
  const h = useAccountHarness(engine);

  const signedIn = async () => {
    const email = emailFor("kyc-slots");
    const user = await createUser(h, email);
    return { ...user, cookie: sessionCookie(await signIn(h, email)) };
  };
  const submit = (send: Send, cookie: string, form = kycForm()) =>
    send("/api/kyc", { method: "POST", headers: { Origin: TEST_ORIGIN, cookie }, body: form });
  const submissionsOf = (userId: string) =>
    countOf(h, sql`select count(*) as n from kyc_submissions where user_id = ${userId}`);
  const storedContents = () => countOf(h, sql`select count(*) as n from kyc_document_contents`);
  /** The user's submission attempts counted by the rate limit (0 when none was). */
  const attemptsOf = async (userId: string) =>
    countOf(
      h,
      sql`select coalesce(sum(count), 0) as n from rate_limits where key = ${userRateLimitKey("kycSubmission", userId)}`,
    );
  /** The KYC routes alone, with a gate of their own (the app's admits four bodies' bytes and four checks). */
  const routesWith = (gate: { bodyBytes?: number; checking?: number }) => {
    const { auth, realtime } = h.api.services;
    const db = h.database.db;
    const routes = kycRoutes({
      auth,
      db,
      realtime,
      config: { baseUrl: TEST_ORIGIN, production: false },
      documents: createDocumentStore(db, TEST_KYC_KEY),
      uploadGate: createUploadGate({ bodyBytes: 4 * KYC_BODY_LIMIT, ...gate }),
    });
    const app = new Hono().route("/api/kyc", routes);
    return (path: string, init: RequestInit) => Promise.resolve(app.request(path, init));
  };

  it("refuses a user's second upload while their first is received, without counting it, and admits the next once the first is aborted", async () => {
    const user = await signedIn();
    const before = await storedContents();
    const first = await heldUpload(h.api.call, user.cookie);
    try {
      await first.read;

      const second = await submit(h.api.call, user.cookie);
      expect(second.status).toBe(409);
      expect(await second.json()).toEqual({
        error: "Your documents are still being uploaded. Please wait until that upload ends.",
        code: "upload_in_progress",
      });
      expect(await attemptsOf(user.id)).toBe(1);
      // Other users are not held back by it.
      expect((await submit(h.api.call, (await signedIn()).cookie)).status).toBe(201);
    } finally {
      first.abort();
    }
    expect((await first.response).status).toBe(400);
    expect(await submissionsOf(user.id)).toBe(0);
    expect(await storedContents()).toBe(before + 4);

    expect((await submit(h.api.call, user.cookie)).status).toBe(201);
    expect(await submissionsOf(user.id)).toBe(1);
  });

  it("lets other users' documents through while a slow upload is still arriving", async () => {
    // One check at a time: before, the slow upload held that place from its first byte.
    const send = routesWith({ checking: 1 });
    const [uploader, other] = [await signedIn(), await signedIn()];
    const slow = await heldUpload(send, uploader.cookie);
    try {
      await slow.read;
      expect((await submit(send, other.cookie)).status).toBe(201);
      expect(await submissionsOf(other.id)).toBe(1);
    } finally {
      slow.finish();
    }
    expect((await slow.response).status).toBe(201);
    expect(await submissionsOf(uploader.id)).toBe(1);
  });

  it("answers 503 busy with Retry-After, before counting an attempt, when a declared body cannot fit beside those arriving", async () => {
    const formBytes = (await new Response(kycForm()).arrayBuffer()).byteLength;
    // Room for one form: the held one has sent half of its own.
    const send = routesWith({ bodyBytes: formBytes + 1024 });
    const [uploader, other] = [await signedIn(), await signedIn()];
    const first = await heldUpload(send, uploader.cookie);
    try {
      await first.read;

      // With its length declared, as a browser sends a form.
      const refused = await submitRaw(send, other.cookie, { declared: true });
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("60");
      expect(await refused.json()).toEqual({
        error: "Many identity documents are being checked right now. Please try again in a minute.",
        code: "busy",
      });
      expect(await attemptsOf(other.id)).toBe(0);
      expect(await submissionsOf(other.id)).toBe(0);
    } finally {
      first.finish();
    }
    expect((await first.response).status).toBe(201);

    expect((await submit(send, other.cookie)).status).toBe(201);
    expect(await submissionsOf(other.id)).toBe(1);
  });

  it("answers 503 busy and stores nothing when an undeclared body outgrows the room left", async () => {
    const formBytes = (await new Response(kycForm()).arrayBuffer()).byteLength;
    const send = routesWith({ bodyBytes: formBytes + 1024 });
    const [uploader, other] = [await signedIn(), await signedIn()];
    const before = await storedContents();
    const first = await heldUpload(send, uploader.cookie);
    try {
      await first.read;
      // A stream without a length: the gate learns its size only as it arrives.
      const refused = await submitRaw(send, other.cookie, { declared: false });
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("60");
      expect(await submissionsOf(other.id)).toBe(0);
    } finally {
      first.finish();
    }
    expect((await first.response).status).toBe(201);
    expect(await storedContents()).toBe(before + 4);
    // Its bytes were given back: the whole form fits again.
    expect((await submit(send, other.cookie)).status).toBe(201);
  });

  it("checks uploads that arrive together in turn, and answers each", async () => {
    const send = routesWith({ checking: 1 });
    const users = [await signedIn(), await signedIn(), await signedIn()];
    const answers = await Promise.all(users.map((user) => submit(send, user.cookie)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    for (const user of users) expect(await submissionsOf(user.id)).toBe(1);
  });

  it("frees its place and its bytes when the upload is refused", async () => {
    const formBytes = (await new Response(kycForm()).arrayBuffer()).byteLength;
    const send = routesWith({ bodyBytes: formBytes + 1024, checking: 1 });
    const [uploader, other] = [await signedIn(), await signedIn()];
    const html = { bytes: htmlBytes(), name: "back.png", type: "image/png" };
    expect((await submit(send, uploader.cookie, kycForm({}, { idBack: html }))).status).toBe(400);
    expect((await submit(send, other.cookie)).status).toBe(201);
  });
});
