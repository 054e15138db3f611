import { z } from "zod";
import type { MerkleRoundDump } from "@/shared/distribution/merkle-tree";

/**
 * The published tree's shape (OpenZeppelin's StandardMerkleTree dump of (address, uint256) leaves),
 * read before the library rebuilds it: the round's schema keeps the dump opaque, and a page that
 * checks a round must say "malformed" rather than crash on one.
 */
const roundDumpSchema = z.object({
  format: z.literal("standard-v1"),
  leafEncoding: z.array(z.string()),
  tree: z.array(z.string()),
  values: z.array(
    z.object({
      value: z.tuple([z.templateLiteral(["0x", z.string()]), z.string()]),
      treeIndex: z.number().int().nonnegative(),
    }),
  ),
});

export function readRoundDump(tree: unknown): MerkleRoundDump | null {
  const parsed = roundDumpSchema.safeParse(tree);
  return parsed.success ? parsed.data : null;
}
