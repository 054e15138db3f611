import type { Db } from "@/server/db/client";
import { allocateFinalPayments } from "@/server/ledger/allocate";

/**
 * After the user proved control of a wallet: the ledger credits them every payment from it that
 * awaited attribution (only entries without a user are taken, so a payment already credited, by
 * claim or by an operator, never moves). Returns how many of the user's payments were credited.
 */
export async function attributeWalletPayments(db: Db, userId: string): Promise<number> {
  const { credited } = await allocateFinalPayments(db, { via: "wallet_link" });
  return credited.filter((e) => e.user_id === userId).length;
}
