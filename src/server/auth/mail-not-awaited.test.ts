import { describe, expect, it } from "vitest";
import {
  createUser,
  emailFor,
  register,
  requestReset,
  useAccountHarness,
} from "@/server/test/account-harness";

/**
 * Whether an account mail goes out depends on whether the address has an account: an answer that
 * waited for the mail server would tell anyone who times it (a reset for an unknown address sends
 * nothing). With the mail server holding every mail unacknowledged, each answer must still come.
 * No timing is measured: a request that waits for the mail server does not answer until it is released.
 */
describe("account answers do not wait for the mail server", () => {
  const h = useAccountHarness("pglite");

  /** The answer, or "waiting" if it has not come 3 s after its mail reached the held mail server. */
  async function answerWhileMailHeld(address: string, send: () => Promise<Response>) {
    const release = h.smtp.hold();
    try {
      const mail = h.smtp.next(address);
      const answer = send();
      await mail;
      const waiting = new Promise<"waiting">((resolve) => setTimeout(() => resolve("waiting"), 3_000));
      const settled = await Promise.race([answer, waiting]);
      return settled === "waiting" ? settled : settled.status;
    } finally {
      release();
    }
  }

  it("answers a reset request for an existing account while its mail is still being sent", async () => {
    const { email } = await createUser(h, emailFor("reset-held"));
    expect(await answerWhileMailHeld(email, () => requestReset(h, email))).toBe(200);
  });

  it("answers a registration, new or of an existing address, while its mail is still being sent", async () => {
    const email = emailFor("register-held");
    expect(await answerWhileMailHeld(email, () => register(h, email))).toBe(201);
    // The second time the address has an account: it gets the "already registered" mail instead.
    expect(await answerWhileMailHeld(email, () => register(h, email))).toBe(201);
  });
});
