import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Challenge } from "altcha-lib/types";

/** Fetches a challenge from the API and solves it as the browser widget would; returns the header value. */
export async function solveCaptcha(call: (path: string) => Response | Promise<Response>): Promise<string> {
  const challenge = (await (await call("/api/captcha/challenge")).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the captcha challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
