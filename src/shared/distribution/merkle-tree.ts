import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { type Address, getAddress, type Hex, isAddress, maxUint256 } from "viem";

/**
 * One round of a cumulative Merkle distributor (contracts/CumulativeMerkleDistributor.sol): a leaf per
 * account with everything it is entitled to up to this round, in the token's base units. The tree is
 * OpenZeppelin's StandardMerkleTree over ["address", "uint256"] (double-hashed, sorted leaves), which
 * the contract checks with MerkleProof.verifyCalldata.
 */
export const LEAF_ENCODING = ["address", "uint256"] as const;

export interface Allocation {
  account: string;
  /** Base units of the token (PXL: 18 decimals; USDT: 6), cumulative over every round so far. */
  cumulativeAmount: bigint;
}

/** A leaf as the library stores it: the amount in decimal, so the dump is plain JSON. */
export type LeafValue = [account: Address, cumulativeAmount: string];
/** The package exports no name for its dump type. */
export type MerkleRoundDump = ReturnType<StandardMerkleTree<LeafValue>["dump"]>;

export interface MerkleClaim {
  account: Address;
  cumulativeAmount: bigint;
  /** What `claim(account, cumulativeAmount, root, proof)` takes as `proof`. */
  proof: Hex[];
}

export interface MerkleRound {
  root: Hex;
  /** One per allocation, in the order given. */
  claims: MerkleClaim[];
  /** The library's own dump: publish it, and anyone can rebuild the tree and check every proof. */
  dump: MerkleRoundDump;
}

/** An allocation list the tree must not be built from; the message names the entry in plain words. */
export class InvalidAllocationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidAllocationError";
  }
}

export function buildMerkleRound(allocations: readonly Allocation[]): MerkleRound {
  if (allocations.length === 0) throw new InvalidAllocationError("a round needs at least one account");
  const seen = new Map<Address, number>();
  const values = allocations.map(({ account, cumulativeAmount }, index): LeafValue => {
    const entry = `entry ${index + 1}`;
    // isAddress also refuses a mixed-case address whose checksum is wrong: a typo, not a wallet.
    if (typeof account !== "string" || !isAddress(account)) {
      throw new InvalidAllocationError(`${entry}: ${String(account)} is not a valid address`);
    }
    const address = getAddress(account);
    if (BigInt(address) === 0n) {
      throw new InvalidAllocationError(`${entry}: the zero address cannot receive tokens`);
    }
    const earlier = seen.get(address);
    if (earlier !== undefined) {
      // Two leaves for one account would let it claim the larger and leave the smaller unusable.
      throw new InvalidAllocationError(`${entry}: ${address} is already entry ${earlier + 1}`);
    }
    seen.set(address, index);
    if (typeof cumulativeAmount !== "bigint" || cumulativeAmount <= 0n) {
      throw new InvalidAllocationError(`${entry}: the amount for ${address} must be a positive whole number`);
    }
    if (cumulativeAmount > maxUint256) {
      throw new InvalidAllocationError(`${entry}: the amount for ${address} does not fit in a uint256`);
    }
    return [address, cumulativeAmount.toString()];
  });

  const tree = StandardMerkleTree.of(values, [...LEAF_ENCODING]);
  const claims = values.map(
    ([account, amount], index): MerkleClaim => ({
      account,
      cumulativeAmount: BigInt(amount),
      // OpenZeppelin's library types its hashes as `string`; they are 0x-prefixed bytes32.
      proof: tree.getProof(index) as Hex[],
    }),
  );
  // As above: the library's root is a 0x-prefixed bytes32 typed as `string`.
  return { root: tree.root as Hex, claims, dump: tree.dump() };
}

/**
 * Rebuilds a published round from its dump and checks it: every node is recomputed, so a dump whose
 * root or leaves were edited is refused. What a holder (or the public round page) runs before trusting
 * a proof.
 */
export function loadMerkleRound(dump: MerkleRoundDump): MerkleRound {
  if (dump.format !== "standard-v1" || dump.leafEncoding.join() !== LEAF_ENCODING.join()) {
    throw new InvalidAllocationError("not a round of (address, uint256) leaves");
  }
  let tree: StandardMerkleTree<LeafValue>;
  try {
    tree = StandardMerkleTree.load(dump);
    tree.validate();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidAllocationError(`the published tree does not check out: ${reason}`);
  }
  const entries = [...tree.entries()].sort(([a], [b]) => a - b);
  const rebuilt = buildMerkleRound(
    entries.map(([, [account, amount]]) => ({ account, cumulativeAmount: BigInt(amount) })),
  );
  // The same leaves, whatever order the dump kept them in, must give the same root.
  if (rebuilt.root !== tree.root)
    throw new InvalidAllocationError("the published root does not match its leaves");
  return rebuilt;
}

/** Whether `proof` shows that (account, cumulativeAmount) is a leaf of the tree with this root. */
export function verifyMerkleClaim(root: Hex, claim: MerkleClaim): boolean {
  if (!isAddress(claim.account) || claim.cumulativeAmount < 0n) return false;
  return StandardMerkleTree.verify(
    root,
    [...LEAF_ENCODING],
    [getAddress(claim.account), claim.cumulativeAmount.toString()],
    claim.proof,
  );
}
