import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Payload } from "altcha-lib/types";

const encode = (payload: Payload) => Buffer.from(JSON.stringify(payload)).toString("base64");
const decode = (header: string) => JSON.parse(Buffer.from(header, "base64").toString("utf8")) as Payload;

/** A correctly solved payload of a challenge signed with a secret that is not the site's. */
export async function solvedWithForeignSecret(): Promise<string> {
  const challenge = await createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 10,
    deriveKey,
    hmacSignatureSecret: "an-attacker-secret-that-is-not-the-sites-one",
    expiresAt: new Date(Date.now() + 10 * 60_000),
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the foreign challenge");
  return encode({ challenge, solution });
}

/** A genuine payload whose solution (the derived key) was changed after solving. */
export function withTamperedSolution(header: string): string {
  const payload = decode(header);
  const key = payload.solution.derivedKey;
  const last = key.slice(-1) === "0" ? "1" : "0";
  return encode({ ...payload, solution: { ...payload.solution, derivedKey: `${key.slice(0, -1)}${last}` } });
}

/** A genuine payload whose signed challenge parameters were changed (its lifetime pushed a day further). */
export function withAlteredChallenge(header: string): string {
  const payload = decode(header);
  const expiresAt = (payload.challenge.parameters.expiresAt ?? Math.floor(Date.now() / 1000)) + 86_400;
  return encode({
    ...payload,
    challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, expiresAt } },
  });
}
