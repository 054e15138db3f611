import {
  type Address,
  formatTransaction,
  type Hash,
  type Hex,
  keccak256,
  type PublicClient,
  type RpcTransaction,
  serializeTransaction,
  type TransactionReceipt,
  type TransactionSerializable,
  WaitForTransactionReceiptTimeoutError,
} from "viem";

/**
 * A transaction's receipt on anvil (the demo chain and the tests; never a public network).
 *
 * anvil 1.x in automine mode can leave a transaction in its pool for good: one that reaches the pool
 * while the sender's previous transaction is being mined is queued behind a nonce that is already on
 * chain, and nothing promotes it again (seen here about once in a thousand sends under load, both with
 * concurrent sends and one after another; foundry-rs/foundry#10122 is a cousin). Waiting longer never
 * helps, so after `patienceMs` without a receipt this puts such transactions back into the pool by
 * their own signed bytes (the same hashes) and waits again.
 */
export async function anvilReceipt(
  client: PublicClient,
  hash: Hash,
  { patienceMs = 10_000, pollingInterval }: { patienceMs?: number; pollingInterval?: number } = {},
): Promise<TransactionReceipt> {
  const attempts = 4;
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.waitForTransactionReceipt({
        hash,
        timeout: patienceMs,
        ...(pollingInterval === undefined ? {} : { pollingInterval }),
      });
    } catch (error) {
      if (!(error instanceof WaitForTransactionReceiptTimeoutError)) throw error;
      const pool = await poolContent(client);
      if (attempt === attempts) {
        throw new Error(
          `transaction ${hash} has no receipt after ${attempts} waits of ${patienceMs} ms; anvil's pool: ${JSON.stringify(pool)}`,
        );
      }
      await requeueStuckTransactions(client, pool);
    }
  }
}

type PoolSection = Record<Address, Record<string, RpcTransaction>>;
interface PoolContent {
  pending: PoolSection;
  queued: PoolSection;
}

function poolContent(client: PublicClient): Promise<PoolContent> {
  return client.request({ method: "txpool_content" as never }) as Promise<PoolContent>;
}

/**
 * For every sender whose lowest waiting transaction carries the nonce the chain expects next (so it
 * should be mineable, and is not), takes its transactions out of the pool and sends them again in
 * nonce order; then mines once for those that sat ready. A sender with a real gap is left alone.
 */
export async function requeueStuckTransactions(client: PublicClient, pool: PoolContent): Promise<void> {
  // txpool_content's keys are the senders' addresses; Object.keys types them as `string`.
  for (const sender of Object.keys(pool.queued) as Address[]) {
    const waiting = [
      ...Object.values(pool.pending[sender] ?? {}),
      ...Object.values(pool.queued[sender] ?? {}),
    ]
      .map((rpc) => formatTransaction(rpc))
      .sort((a, b) => a.nonce - b.nonce);
    const first = waiting[0];
    if (!first || first.nonce !== (await client.getTransactionCount({ address: sender }))) continue;
    const raw = waiting.map(signedBytes);
    await client.request({ method: "anvil_removePoolTransactions" as never, params: [sender] as never });
    for (const serializedTransaction of raw) await client.sendRawTransaction({ serializedTransaction });
  }
  if (Object.keys(pool.pending).length > 0) await client.request({ method: "evm_mine" as never });
}

/** The signed transaction as it was sent, rebuilt from its fields (checked against its hash). */
function signedBytes(tx: ReturnType<typeof formatTransaction>): Hex {
  const { r, s, v, yParity } = tx;
  const raw = serializeTransaction({ ...tx, data: tx.input } as TransactionSerializable, {
    r,
    s,
    v,
    yParity,
  });
  if (keccak256(raw) !== tx.hash) throw new Error(`cannot rebuild the signed bytes of ${tx.hash}`);
  return raw;
}
