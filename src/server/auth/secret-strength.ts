/**
 * How much a secret could be guessed, estimated simply enough to explain in one sentence: its
 * length times log2 of the number of distinct characters it uses. Repeats ("aaaa..."), short cycles
 * ("abcabc...") and small alphabets (32 digits) score low; `openssl rand -base64 32` (about 215
 * bits by this measure) and `openssl rand -hex 32` (about 250) score far above the bar. It is an
 * upper bound for anything a person typed (a phrase scores like random letters): it stops the
 * mistakes, not a determined bad choice.
 */
export function estimatedSecretBits(secret: string): number {
  const characters = [...secret];
  const distinct = new Set(characters).size;
  return distinct < 2 ? 0 : characters.length * Math.log2(distinct);
}

/** What a session-signing secret must reach: 128 bits, from at least 12 distinct characters. */
export const MIN_SECRET_BITS = 128;
export const MIN_SECRET_DISTINCT_CHARACTERS = 12;

export const MAKE_A_SECRET = "make one with `openssl rand -base64 32`";

/** Why a secret is too weak, or null when it is strong enough. */
export function weakSecretReason(secret: string): string | null {
  const distinct = new Set([...secret]).size;
  if (distinct < MIN_SECRET_DISTINCT_CHARACTERS) {
    return `uses only ${distinct} different characters (at least ${MIN_SECRET_DISTINCT_CHARACTERS} needed): ${MAKE_A_SECRET}`;
  }
  const bits = estimatedSecretBits(secret);
  if (bits < MIN_SECRET_BITS) {
    return `is too guessable (about ${Math.floor(bits)} bits; ${MIN_SECRET_BITS} needed): ${MAKE_A_SECRET}`;
  }
  return null;
}
