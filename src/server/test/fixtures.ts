import type { Db } from "@/server/db/client";
import { payments, user } from "@/server/db/schema";

export { validRegistration } from "@/shared/auth/valid-registration";

/** Confirmed users straight in the database (for tests of what happens after sign-up), one per id. */
export async function insertUsers(db: Db, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    await db.insert(user).values({
      id,
      name: id,
      email: `${id}@example.ge`,
      emailVerified: true,
      firstName: id,
      lastName: "Test",
      phone: "+995 555 000 000",
      country: "Georgia",
    });
  }
}

/**
 * A final payment to the sale wallet straight in the database, for tests of what the sale counts.
 * `seq` (1-255) makes its transaction and block hashes its own.
 */
export async function insertFinalPayment(db: Db, seq: number, amount: bigint): Promise<void> {
  const byte = seq.toString(16).padStart(2, "0");
  await db.insert(payments).values({
    chainId: 42161,
    txHash: `0x${byte.repeat(32)}`,
    logIndex: 0,
    fromAddress: "0x000000000000000000000000000000000000dead",
    amount,
    blockNumber: BigInt(seq),
    blockHash: `0x${"f0".repeat(31)}${byte}`,
    blockTime: new Date(),
    finality: "final",
  });
}
