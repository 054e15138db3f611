import {
  type Address,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  type Log,
  numberToHex,
  type PublicClient,
  pad,
  parseAbiItem,
  size,
  toEventSelector,
} from "viem";
import { formatLog } from "viem/utils";
import { lowerHex } from "@/shared/chain/hex-schemas";

export const transferEvent = parseAbiItem(
  "event Transfer(address indexed from, address indexed to, uint256 value)",
);
const TRANSFER_TOPIC = toEventSelector(transferEvent);

/** Where a log sits: its key in every table it lands in (chain, tx hash, log index), and its block. */
export interface LogPosition {
  txHash: Hex;
  logIndex: number;
  blockNumber: bigint;
  blockHash: Hex;
}

export interface TransferLog extends LogPosition {
  from: Address;
  to: Address;
  amount: bigint;
}

/** A USDT log naming the sale wallet that is not a standard Transfer: what could be read of it, and why not more. */
export interface MalformedLog extends LogPosition {
  from: Address | null;
  to: Address | null;
  detail: string;
}

export type SaleWalletLog = ({ kind: "transfer" } & TransferLog) | ({ kind: "malformed" } & MalformedLog);

/** Providers refuse large ranges with messages like these; the range is then split. */
const RANGE_REFUSED =
  /range|limit|exceed|too (many|large|big)|10000|query returned more than|response size|timeout|timed out/i;

export interface RangeState {
  /** The span tried first; shrinks on refusal and grows back after successes. */
  span: bigint;
}

export const MAX_SPAN = 10_000n;

interface Filter {
  usdt: Address;
  saleWallet: Address;
  fromBlock: bigint;
  toBlock: bigint;
}

/**
 * Every USDT Transfer log to or from the sale wallet in [fromBlock, toBlock], in chain order, each
 * once (a transfer to itself matches both filters). Two getLogs per range: `to` = sale wallet and
 * `from` = sale wallet. The range is split when the provider refuses it (too many logs, too wide);
 * other errors are thrown. Logs are read raw and checked here, so that one that does not decode is
 * returned as malformed rather than silently dropped (viem's strict decoding drops it).
 */
export async function fetchSaleWalletLogs(
  client: PublicClient,
  { usdt, saleWallet, fromBlock, toBlock }: Filter,
  range: RangeState = { span: MAX_SPAN },
): Promise<SaleWalletLog[]> {
  const wallet = pad(lowerHex(saleWallet));
  return scanLogs(
    client,
    [
      { address: usdt, topics: [TRANSFER_TOPIC, null, wallet] },
      { address: usdt, topics: [TRANSFER_TOPIC, wallet] },
    ],
    { fromBlock, toBlock },
    range,
    (log) => readLog(log, usdt, saleWallet),
  );
}

/** One eth_getLogs filter: one address and one value per topic (what every source, Etherscan too, can serve). */
export interface LogQuery {
  address: Address;
  topics: (Hex | null)[];
}

/**
 * The logs `queries` match in [fromBlock, toBlock] that `read` keeps, in chain order, each once (by
 * transaction and log index, whichever queries matched it). Every query is asked per range; the range
 * is split when the provider refuses it (too many logs, too wide) and grows back after successes;
 * other errors are thrown. `read` returns null for a log that is none of the caller's business.
 */
export async function scanLogs<T extends LogPosition>(
  client: PublicClient,
  queries: readonly LogQuery[],
  { fromBlock, toBlock }: { fromBlock: bigint; toBlock: bigint },
  range: RangeState,
  read: (log: Log) => T | null,
): Promise<T[]> {
  const found = new Map<string, T>();
  let start = fromBlock;
  while (start <= toBlock) {
    const end = minBigint(toBlock, start + range.span - 1n);
    let logs: Log[];
    try {
      logs = [];
      for (const { address, topics } of queries)
        logs.push(...(await getLogs(client, address, topics, start, end)));
    } catch (error) {
      if (range.span > 1n && RANGE_REFUSED.test(errorText(error))) {
        range.span = range.span / 2n;
        continue;
      }
      throw error;
    }
    for (const log of logs) {
      const kept = read(log);
      if (kept) found.set(`${kept.txHash}:${kept.logIndex}`, kept);
    }
    start = end + 1n;
    range.span = minBigint(MAX_SPAN, range.span * 2n);
  }
  return [...found.values()].sort((a, b) =>
    a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
  );
}

async function getLogs(
  client: PublicClient,
  address: Address,
  topics: (Hex | null)[],
  fromBlock: bigint,
  toBlock: bigint,
): Promise<Log[]> {
  const logs = await client.request({
    method: "eth_getLogs",
    params: [{ address, topics, fromBlock: numberToHex(fromBlock), toBlock: numberToHex(toBlock) }],
  });
  return logs.map((log) => formatLog(log));
}

/**
 * A log as the indexer understands it, or null when it is none of its business: not mined yet in
 * the provider's view (it will come again), or something a provider returned beyond what was asked.
 */
function readLog(log: Log, usdt: Address, saleWallet: Address): SaleWalletLog | null {
  const { transactionHash: txHash, logIndex, blockNumber, blockHash } = log;
  if (txHash === null || logIndex === null || blockNumber === null || blockHash === null || log.removed)
    return null;
  if (!isAddressEqual(log.address, usdt) || log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC) return null;
  const from = topicAddress(log.topics[1]);
  const to = topicAddress(log.topics[2]);
  const names = (address: Address | null) => address !== null && isAddressEqual(address, saleWallet);
  if (!names(from) && !names(to)) return null;

  const position = { txHash: lowerHex(txHash), logIndex, blockNumber, blockHash };
  const dataBytes = size(log.data);
  if (log.topics.length !== 3 || dataBytes !== 32 || from === null || to === null) {
    return {
      kind: "malformed",
      ...position,
      from,
      to,
      detail: `Not a standard Transfer: ${log.topics.length} topics and ${dataBytes} bytes of data (a Transfer has 3 topics and 32 bytes).`,
    };
  }
  return { kind: "transfer", ...position, from, to, amount: hexToBigInt(log.data) };
}

/** An indexed address: 32 bytes whose first 12 are zero. */
export function topicAddress(topic: Hex | undefined): Address | null {
  if (!topic || !/^0x0{24}[0-9a-fA-F]{40}$/.test(topic)) return null;
  return getAddress(`0x${topic.slice(26)}`);
}

const minBigint = (a: bigint, b: bigint) => (a < b ? a : b);

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.message} ${(error as { details?: string }).details ?? ""}`;
  return String(error);
}
