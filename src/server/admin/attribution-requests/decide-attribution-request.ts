import { sql } from "drizzle-orm";
import type { Hex } from "viem";
import { type Actor, recordAudit } from "@/server/admin/audit-log";
import type { Db } from "@/server/db/client";
import { queryRows } from "@/server/db/query-rows";
import {
  attributeManually,
  type ManualAttributionResult,
  paymentSubject,
} from "@/server/ledger/manual-attribution";
import { log } from "@/server/lib/log";
import { attributionDeclinedNotification } from "@/server/notifications/attribution-notifications";
import { notify } from "@/server/notifications/notify";
import type { Realtime } from "@/server/realtime/realtime";
import type { DeclineAttribution } from "@/shared/admin/attribution-requests";

type Operator = Extract<Actor, { userId: string }>;

export type DecideResult =
  | { status: "attributed" }
  | { status: "declined" }
  | { status: "not_found" }
  | { status: "already_decided"; decided: "attributed" | "declined" }
  /** The ledger refused the attribution (not final, credited meanwhile...): the request stays open. */
  | { status: "refused"; ledger: Exclude<ManualAttributionResult, { status: "attributed" }> };

interface OpenRequest {
  user_id: string;
  email: string;
  chain_id: number;
  tx_hash: Hex;
  log_index: number;
  exchange: string;
  note: string;
  status: "open" | "attributed" | "declined";
}

/** The request, locked until the decision commits: of two operators deciding at once, one decides. */
const lockRequest = (tx: Db, id: string) =>
  queryRows<OpenRequest>(
    tx,
    sql`select r.user_id, u.email, r.chain_id, r.tx_hash, r.log_index, r.exchange, r.note, r.status
        from attribution_requests r join "user" u on u.id = r.user_id
        where r.id = ${id} for update of r`,
  ).then((rows) => rows[0] ?? null);

/** What the ledger's manual attribution keeps as its reason (audited with it). */
const attributionReason = (id: string, request: OpenRequest) =>
  `Attribution request ${id}: paid from ${request.exchange}.${request.note ? ` The investor wrote: ${request.note}` : ""}`;

/**
 * Credits the request's payment to the investor who filed it, through the ledger's one manual
 * attribution (which audits it, and whose "payment credited" event notifies the investor and mails
 * the receipt). The request is marked attributed in the same transaction, so a credit and its
 * request's state never disagree.
 */
export async function attributeRequest(db: Db, operator: Operator, id: string): Promise<DecideResult> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) return { status: "not_found" };
    if (request.status !== "open") return { status: "already_decided", decided: request.status };
    const ledger = await attributeManually(tx, operator, {
      chainId: request.chain_id,
      txHash: request.tx_hash,
      logIndex: request.log_index,
      email: request.email.toLowerCase(),
      reason: attributionReason(id, request),
    });
    if (ledger.status !== "attributed") return { status: "refused", ledger };
    await tx.execute(sql`update attribution_requests
      set status = 'attributed', decided_at = now(), decided_by = ${operator.userId}
      where id = ${id}`);
    return { status: "attributed" };
  });
}

/**
 * Declines a request with a reason the investor reads: audited in the same transaction, and the
 * investor notified once it committed (a failed notice is logged; the decision stands).
 */
export async function declineRequest(
  db: Db,
  realtime: Pick<Realtime, "changed">,
  operator: Operator,
  id: string,
  { reason }: DeclineAttribution,
): Promise<DecideResult> {
  const result = await db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) return { status: "not_found" } as const;
    if (request.status !== "open") return { status: "already_decided", decided: request.status } as const;
    await tx.execute(sql`update attribution_requests
      set status = 'declined', decline_reason = ${reason}, decided_at = now(), decided_by = ${operator.userId}
      where id = ${id}`);
    await recordAudit(tx, operator, {
      action: "attribution_declined",
      subject: paymentSubject({
        chainId: request.chain_id,
        txHash: request.tx_hash,
        logIndex: request.log_index,
      }),
      details: { email: request.email, exchange: request.exchange, reason, requestId: id },
    });
    return { status: "declined", request } as const;
  });
  if (result.status !== "declined") return result;
  // Written in the investor's language when it is stored (notify), not the operator's.
  const notice = () =>
    attributionDeclinedNotification({
      id,
      txHash: result.request.tx_hash,
      exchange: result.request.exchange,
      reason,
    });
  await notify(db, realtime, result.request.user_id, notice).catch((error: unknown) => {
    log.error({ err: error }, `telling ${result.request.email} of a declined attribution request failed`);
  });
  return { status: "declined" };
}
