import type { Address, Hex } from "viem";
import { z } from "zod";

/**
 * An account or contract address, typed as viem's `Address`. Either case is accepted and kept as
 * given: the server keys wallets lower-case but shows them EIP-55 checksummed, and every comparison
 * goes through viem's `isAddressEqual`, which ignores case. Not normalised by a transform, so the same
 * schema documents requests and responses in OpenAPI (a pattern; a transform has no JSON Schema).
 */
export const addressSchema = (error = "an address") =>
  z.templateLiteral(["0x", z.string().regex(/^[0-9a-fA-F]{40}$/)], { error }) satisfies z.ZodType<Address>;

/**
 * A 32-byte value (transaction hash, Merkle root or proof node) as viem's `Hex`, lower-case: what viem
 * and the node return and what the database stores, so two hashes compare as plain strings.
 */
export const hashSchema = (error: string | (() => string) = "32 bytes in hexadecimal") =>
  z.templateLiteral(["0x", z.string().regex(/^[0-9a-f]{64}$/)], { error }) satisfies z.ZodType<Hex>;

/**
 * A hash typed by a person: trimmed, either case (documented as such), lower-cased. The messages may
 * be functions, read when a value fails (a translated message in the current language).
 */
export const hashInputSchema = (error: string | (() => string), missing = error) =>
  z
    .string({ error: missing })
    .trim()
    .regex(/^0x[0-9a-fA-F]{64}$/, { error })
    .toLowerCase()
    .pipe(hashSchema(error));

/**
 * A hash or an address in lower case, as the database keys them. The one cast of its kind:
 * `String.prototype.toLowerCase` returns `string`, yet lower-casing keeps the `0x` prefix.
 */
export const lowerHex = <T extends Hex>(value: T): T => value.toLowerCase() as T;
