import fc from "fast-check";
import { type Fault, PAYER_COUNT, USER_COUNT } from "@/server/sim/sim-world";

const USDT = 1_000_000n;

/**
 * One step of a history. Indexes (payer, user, tx, pick) are taken modulo what exists when the
 * step runs, so any shrunk history still means something.
 */
export type Command =
  /** A payment (0 included) from payer `from` to the sale wallet; big ones cross the cap. */
  | { t: "pay"; from: number; amount: bigint }
  /** The sale wallet sends USDT to itself. */
  | { t: "self"; amount: bigint }
  /** The sale wallet sends USDT out to payer `to` (a treasury move, or a refund nobody records). */
  | { t: "out"; to: number; amount: bigint }
  /** Another token's Transfer to the sale wallet. */
  | { t: "other"; from: number; amount: bigint }
  /** A USDT transfer to the sale wallet that reverts (more than the sender has), mined all the same. */
  | { t: "reverted"; from: number }
  /** Several transfers in one transaction through a spender contract; `from: -1` is the sale wallet. */
  | { t: "batch"; rows: Array<{ from: number; toSale: boolean; to: number; amount: bigint }> }
  /** `transferFrom` by a spender (an EOA the owner approved): the log names the owner. */
  | { t: "spend"; owner: number; amount: bigint }
  /** USDT minted straight to the sale wallet: a payment from the zero address. */
  | { t: "mint"; amount: bigint }
  | { t: "mine"; blocks: number }
  /** Time passes: blocks past the finality depth, then a tick without faults. */
  | { t: "settle" }
  /** A same-height reorg of the last `depth` (unfinalized) blocks, which come back empty; `remine` sends their transactions again. */
  | { t: "reorg"; depth: number; remine: boolean }
  /** One indexer tick with a fault; the ledger allocates when the tick announces a change. */
  | { t: "tick"; fault: Fault }
  /** Users claim one transaction by hash at the same time (verify, record, claim: as the route does). */
  | { t: "claim"; tx: number; users: number[]; owner: boolean }
  | { t: "link"; user: number; wallet: number }
  | { t: "unlink"; user: number; wallet: number }
  /** The operator attributes a payment by hand to a user. */
  /** `toOperator`: the operator names their own account (always refused). */
  | { t: "attribute"; pick: number; user: number; toOperator: boolean }
  /** The operator records a refund as paid: sent in full, sent to the sale wallet itself, or short. */
  | { t: "refund"; pick: number; how: "exact" | "self" | "short" }
  /** The operator approves a user's identity check (eligible for PXL once a primary wallet is linked). */
  | { t: "verify"; user: number }
  /** The operator saves the next PXL round; the treasury funds it and sets its root; it is published. */
  | { t: "round" }
  /** Payer `by` sends a user's claim of the current round (anyone may; the PXL go to the leaf's account). */
  | { t: "claimPxl"; user: number; by: number }
  /**
   * The operator announces the next period's dividend from `profit`; the treasury funds and publishes
   * it. With `readThrough`, the chain's time first passes the record date and the indexers read it
   * final; without, the chain is still before it and the dividend must be refused.
   */
  | { t: "dividend"; profit: bigint; readThrough: boolean }
  /** Payer `by` sends a user's claim of the current dividend round (USDT to the leaf's account). */
  | { t: "claimDividend"; user: number; by: number };

const payer = fc.nat({ max: PAYER_COUNT - 1 });
const investor = fc.nat({ max: USER_COUNT - 1 });
const small = fc.bigInt({ min: 1n, max: 1_000n * USDT });
const amount = fc.oneof(
  { weight: 8, arbitrary: small },
  { weight: 1, arbitrary: fc.constant(0n) },
  { weight: 2, arbitrary: fc.bigInt({ min: 20_000n * USDT, max: 150_000n * USDT }) },
);
const fault: fc.Arbitrary<Fault> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: "none" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "allocation" as const }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("kill" as const), at: fc.integer({ min: 1, max: 12 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("killDb" as const), at: fc.integer({ min: 1, max: 25 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("dbError" as const), at: fc.integer({ min: 1, max: 25 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("error" as const), at: fc.integer({ min: 1, max: 10 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("hang" as const), at: fc.integer({ min: 1, max: 10 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("range" as const), blocks: fc.integer({ min: 1, max: 4 }) }),
  },
);

export const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 20, arbitrary: fc.record({ t: fc.constant("pay" as const), from: payer, amount }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant("pay" as const),
      from: payer,
      amount: fc.bigInt({ min: 130_000n * USDT, max: 300_000n * USDT }),
    }),
  },
  { weight: 16, arbitrary: fc.record({ t: fc.constant("tick" as const), fault }) },
  {
    weight: 8,
    arbitrary: fc.record({ t: fc.constant("mine" as const), blocks: fc.integer({ min: 1, max: 3 }) }),
  },
  { weight: 6, arbitrary: fc.record({ t: fc.constant("link" as const), user: investor, wallet: payer }) },
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant("claim" as const),
      tx: fc.nat(),
      users: fc.array(investor, { minLength: 1, maxLength: 3 }),
      /** The sender's owner claims too (if the sender is linked): the path that credits. */
      owner: fc.boolean(),
    }),
  },
  { weight: 5, arbitrary: fc.constant({ t: "settle" as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant("reorg" as const),
      depth: fc.integer({ min: 1, max: 2 }),
      remine: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant("batch" as const),
      rows: fc.array(
        fc.record({
          from: fc.integer({ min: -1, max: PAYER_COUNT - 1 }),
          toSale: fc.boolean(),
          to: payer,
          amount,
        }),
        { minLength: 1, maxLength: 4 },
      ),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant("spend" as const), owner: payer, amount }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant("attribute" as const),
      pick: fc.nat(),
      user: investor,
      toOperator: fc.nat({ max: 7 }).map((n) => n === 0),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      t: fc.constant("refund" as const),
      pick: fc.nat(),
      how: fc.constantFrom("exact" as const, "self" as const, "short" as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("self" as const), amount }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("out" as const), to: payer, amount: small }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("unlink" as const), user: investor, wallet: payer }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("other" as const), from: payer, amount }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("reverted" as const), from: payer }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("mint" as const), amount: small }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant("verify" as const), user: investor }) },
  { weight: 3, arbitrary: fc.constant({ t: "round" as const }) },
  {
    weight: 4,
    arbitrary: fc.record({ t: fc.constant("claimPxl" as const), user: investor, by: payer }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant("dividend" as const),
      profit: fc.oneof(fc.bigInt({ min: 1n, max: 1_000n }), fc.bigInt({ min: 1n, max: 10_000_000n * USDT })),
      readThrough: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant("claimDividend" as const), user: investor, by: payer }),
  },
);

export const historyArb = (maxLength: number) =>
  fc.array(commandArb, { minLength: 1, maxLength, size: "max" });
