import { type Address, type Hex, type PublicClient, parseAbiItem } from "viem";

export const transferEvent = parseAbiItem(
  "event Transfer(address indexed from, address indexed to, uint256 value)",
);

export interface TransferLog {
  txHash: Hex;
  logIndex: number;
  blockNumber: bigint;
  blockHash: Hex;
  from: Address;
  amount: bigint;
}

/** Providers refuse large ranges with messages like these; the range is then split. */
const RANGE_REFUSED =
  /range|limit|exceed|too (many|large|big)|10000|query returned more than|response size|timeout|timed out/i;

export interface RangeState {
  /** The span tried first; shrinks on refusal and grows back after successes. */
  span: bigint;
}

export const MAX_SPAN = 10_000n;

/**
 * Every USDT Transfer log to the sale wallet in [fromBlock, toBlock], in chain order. The range is
 * split when the provider refuses it (too many logs, too wide); other errors are thrown.
 */
export async function fetchTransferLogs(
  client: PublicClient,
  {
    usdt,
    saleWallet,
    fromBlock,
    toBlock,
  }: { usdt: Address; saleWallet: Address; fromBlock: bigint; toBlock: bigint },
  range: RangeState = { span: MAX_SPAN },
): Promise<TransferLog[]> {
  const found: TransferLog[] = [];
  let start = fromBlock;
  while (start <= toBlock) {
    const end = minBigint(toBlock, start + range.span - 1n);
    let logs: Awaited<ReturnType<typeof getLogs>>;
    try {
      logs = await getLogs(client, usdt, saleWallet, start, end);
    } catch (error) {
      if (range.span > 1n && RANGE_REFUSED.test(errorText(error))) {
        range.span = range.span / 2n;
        continue;
      }
      throw error;
    }
    for (const log of logs) {
      // A log without these fields is pending in the provider's view: it will come again.
      if (
        log.transactionHash === null ||
        log.logIndex === null ||
        log.blockNumber === null ||
        log.blockHash === null
      )
        continue;
      found.push({
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        from: log.args.from as Address,
        amount: log.args.value as bigint,
      });
    }
    start = end + 1n;
    range.span = minBigint(MAX_SPAN, range.span * 2n);
  }
  return found.sort((a, b) =>
    a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
  );
}

function getLogs(
  client: PublicClient,
  usdt: Address,
  saleWallet: Address,
  fromBlock: bigint,
  toBlock: bigint,
) {
  return client.getLogs({
    address: usdt,
    event: transferEvent,
    args: { to: saleWallet },
    fromBlock,
    toBlock,
    strict: true,
  });
}

const minBigint = (a: bigint, b: bigint) => (a < b ? a : b);

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.message} ${(error as { details?: string }).details ?? ""}`;
  return String(error);
}
