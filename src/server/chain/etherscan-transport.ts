import { BaseError, createTransport, RpcRequestError, TimeoutError, type Transport } from "viem";

/**
 * A viem transport over Etherscan API V2 (one key for 60+ chains, `chainid` picks the chain), for use
 * as the last source behind the RPC endpoints. It speaks only what the site asks:
 * - `module=proxy` mirrors JSON-RPC for eth_blockNumber, eth_getBlockByNumber, eth_getTransactionByHash,
 *   eth_getTransactionReceipt and eth_call (to, data, tag). eth_chainId is answered from `chainId`.
 * - eth_getLogs is `module=logs&action=getLogs`: decimal block numbers, one `topicN` per topic and an
 *   `and` operator per pair, pages of at most 1,000 logs. Its logs carry no blockHash (the documented
 *   answer lists blockNumber, timeStamp, logIndex...), and its log index may still hold logs of blocks
 *   a reorg removed. So each log's block is read from its transaction's receipt (module=proxy): a log
 *   whose receipt is missing, in another block or without that log is dropped as not canonical, never
 *   given the hash of whatever block is at its height now (that would pass every reorg check).
 * - Anything else (eth_getBlockByHash among them) throws a method-not-supported error.
 * A rate-limited key hands the request to the next key and stays behind it. No retries of its own: the
 * fallback around it decides. Errors never reach the caller as empty results, and never carry a key.
 */
export interface EtherscanTransportOptions {
  apiKeys: readonly string[];
  chainId: number;
  timeoutMs: number;
  /** Tests only: Etherscan's own endpoint otherwise. */
  baseUrl?: string;
  /** Tests only: Etherscan returns at most 1,000 logs a page, and pages up to 10,000 logs in all. */
  logsPageSize?: number;
  logsMaxPages?: number;
}

export const ETHERSCAN_V2_URL = "https://api.etherscan.io/v2/api";

/** An answer of Etherscan's own (status "0"), or a request it cannot serve. */
export class EtherscanError extends BaseError {
  /** Outside JSON-RPC's codes, so viem passes it through unwrapped and does not retry it. */
  code = 0;
  constructor(message: string, url?: string) {
    super(`Etherscan: ${message}`, { name: "EtherscanError", metaMessages: url ? [`URL: ${url}`] : [] });
  }
}

const RATE_LIMITED = /rate limit/i;

type Params = Record<string, string>;
type Answer = { status?: unknown; message?: unknown; result?: unknown; error?: unknown };

export function etherscanTransport(options: EtherscanTransportOptions): Transport {
  const { apiKeys, chainId, timeoutMs, baseUrl = ETHERSCAN_V2_URL } = options;
  const pageSize = options.logsPageSize ?? 1_000;
  const maxPages = options.logsMaxPages ?? 10;
  if (apiKeys.length === 0) throw new Error("no Etherscan API key configured");
  let current = 0;

  /** One GET, with the key rotated on rate-limit answers until every key has been tried once. */
  async function get(params: Params): Promise<Answer> {
    let lastLimit = "";
    for (let tried = 0; tried < apiKeys.length; tried++) {
      const index = (current + tried) % apiKeys.length;
      const query = new URLSearchParams({ chainid: String(chainId), ...params });
      const shown = `${baseUrl}?${query}&apikey=***`;
      query.set("apikey", apiKeys[index] as string);
      const answer = await fetchJson(`${baseUrl}?${query}`, shown);
      const text = typeof answer.result === "string" ? answer.result : String(answer.message ?? "");
      // Documented as status "0"; a proxy answer may carry the message as its result alone.
      if (RATE_LIMITED.test(text)) {
        lastLimit = text;
        continue;
      }
      current = index;
      return answer;
    }
    current = (current + 1) % apiKeys.length;
    throw new EtherscanError(`every API key is throttled (${lastLimit})`);
  }

  async function fetchJson(url: string, shown: string): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      if (error instanceof Error && error.name === "TimeoutError")
        throw new TimeoutError({ body: {}, url: shown });
      throw new EtherscanError(
        `request failed: ${error instanceof Error ? error.message : String(error)}`,
        shown,
      );
    }
    const body = await response.text();
    if (!response.ok) throw new EtherscanError(`HTTP ${response.status}: ${body.slice(0, 200)}`, shown);
    try {
      return JSON.parse(body) as Answer;
    } catch {
      throw new EtherscanError(`not JSON: ${body.slice(0, 200)}`, shown);
    }
  }

  async function proxy(action: string, params: Params = {}): Promise<unknown> {
    const shown = `action=${action}`;
    const answer = await get({ module: "proxy", action, ...params });
    if (answer.error && typeof answer.error === "object") {
      const error = answer.error as { code?: unknown; message?: unknown; data?: unknown };
      throw new RpcRequestError({
        body: { method: action, params },
        error: {
          code: typeof error.code === "number" ? error.code : -32603,
          message: String(error.message ?? "error"),
          data: error.data,
        },
        url: `${baseUrl}?module=proxy&${shown}`,
      });
    }
    if (answer.status === "0") throw new EtherscanError(String(answer.result ?? answer.message), shown);
    if (!("result" in answer)) throw new EtherscanError(`answer without a result: ${JSON.stringify(answer)}`);
    // A proxy result is JSON-RPC's: a hex string, an object or null. Any other string is a message.
    if (typeof answer.result === "string" && !answer.result.startsWith("0x"))
      throw new EtherscanError(answer.result, shown);
    return answer.result;
  }

  async function getLogs(filter: LogFilter): Promise<unknown[]> {
    const params = logParams(filter);
    const logs: EtherscanLog[] = [];
    for (let page = 1; ; page++) {
      if (page > maxPages)
        throw new EtherscanError(
          `range too large: more than ${pageSize * maxPages} logs in blocks ${params.fromBlock} to ${params.toBlock}`,
        );
      const answer = await get({ ...params, page: String(page), offset: String(pageSize) });
      const rows = logRows(answer);
      logs.push(...rows);
      if (rows.length < pageSize) break;
    }
    const receipts = new Map<string, Receipt | null>();
    const kept: unknown[] = [];
    for (const log of logs) {
      let block = log.blockHash ? { hash: log.blockHash, number: log.blockNumber } : null;
      if (!block) {
        const tx = log.transactionHash.toLowerCase();
        if (!receipts.has(tx))
          receipts.set(tx, (await proxy("eth_getTransactionReceipt", { txhash: tx })) as Receipt | null);
        block = receiptBlock(receipts.get(tx) ?? null, log);
        // Not in Etherscan's node's canonical chain (a reorg removed or moved it): the indexer's window
        // is read again next tick, where a log that moved is found in its new block.
        if (!block) continue;
      }
      kept.push({
        address: log.address,
        topics: log.topics,
        data: log.data,
        blockNumber: block.number,
        blockHash: block.hash,
        transactionHash: log.transactionHash,
        transactionIndex: hexOrZero(log.transactionIndex),
        logIndex: hexOrZero(log.logIndex),
        removed: false,
      });
    }
    return kept;
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const args = (Array.isArray(params) ? params : []) as unknown[];
    switch (method) {
      case "eth_chainId":
        return `0x${chainId.toString(16)}`;
      case "eth_blockNumber":
        return proxy(method);
      case "eth_getBlockByNumber":
        return proxy(method, { tag: String(args[0]), boolean: String(Boolean(args[1])) });
      case "eth_getTransactionByHash":
      case "eth_getTransactionReceipt":
        return proxy(method, { txhash: String(args[0]) });
      case "eth_call":
        return proxy(method, callParams(args));
      case "eth_getLogs":
        return getLogs((args[0] ?? {}) as LogFilter);
      default:
        throw unsupported(method, "Etherscan's API has no such action");
    }
  }

  return () =>
    createTransport({
      key: "etherscan",
      name: "Etherscan API V2",
      type: "etherscan",
      request: request as never,
      retryCount: 0,
      timeout: timeoutMs,
    });
}

/** A method the transport cannot serve: viem's method-not-supported code, with our reason. */
function unsupported(method: string, reason: string): Error {
  const error = new Error(`${method} is not supported through Etherscan: ${reason}`) as Error & {
    code: number;
  };
  error.code = -32004;
  return error;
}

function callParams(args: unknown[]): Params {
  const call = (args[0] ?? {}) as Record<string, unknown>;
  const extra = Object.keys(call).filter((k) => k !== "to" && k !== "data" && call[k] !== undefined);
  if (extra.length > 0 || args.length > 2 || typeof call.to !== "string")
    throw unsupported("eth_call", `only to, data and a block tag are accepted (got ${extra.join(", ")})`);
  const tag = args[1] ?? "latest";
  if (typeof tag !== "string") throw unsupported("eth_call", "a block must be a number or a tag");
  return { to: call.to, data: String(call.data ?? "0x"), tag };
}

interface LogFilter {
  address?: string | string[];
  topics?: (string | string[] | null)[];
  fromBlock?: string;
  toBlock?: string;
  blockHash?: string;
}

/** JSON-RPC's log filter in getLogs parameters: topics joined by `and`, as JSON-RPC means them. */
function logParams(filter: LogFilter): Params {
  if (filter.blockHash) throw unsupported("eth_getLogs", "a blockHash filter has no equivalent");
  const params: Params = {
    module: "logs",
    action: "getLogs",
    fromBlock: blockParam(filter.fromBlock),
    toBlock: blockParam(filter.toBlock),
  };
  const addresses = filter.address === undefined ? [] : [filter.address].flat();
  if (addresses.length > 1) throw unsupported("eth_getLogs", "only one address per query");
  if (addresses[0]) params.address = addresses[0];
  const present: number[] = [];
  (filter.topics ?? []).forEach((topic, i) => {
    const values = topic === null ? [] : [topic].flat();
    if (values.length > 1) throw unsupported("eth_getLogs", "alternatives within one topic");
    if (values[0] === undefined) return;
    params[`topic${i}`] = values[0];
    present.push(i);
  });
  if (!params.address && present.length === 0)
    throw unsupported("eth_getLogs", "an address or a topic is required");
  for (const [n, a] of present.entries())
    for (const b of present.slice(n + 1)) params[`topic${a}_${b}_opr`] = "and";
  return params;
}

/** getLogs takes decimal block numbers or `latest`. */
function blockParam(block: string | undefined): string {
  if (block === undefined || block === "latest") return "latest";
  if (block === "earliest") return "0";
  if (/^0x[0-9a-f]+$/i.test(block)) return BigInt(block).toString();
  throw unsupported("eth_getLogs", `block ${block} (only numbers, latest and earliest)`);
}

interface Receipt {
  blockHash?: string;
  blockNumber?: string;
  logs?: { address?: string; topics?: string[]; data?: string; logIndex?: string }[];
}

/**
 * The block of a log by its transaction's receipt: null when the receipt is missing, in another block,
 * or holds no log equal to this one (same index, address, topics and data).
 */
function receiptBlock(receipt: Receipt | null, log: EtherscanLog): { hash: string; number: string } | null {
  if (!receipt?.blockHash || !receipt.blockNumber) return null;
  if (BigInt(receipt.blockNumber) !== BigInt(log.blockNumber)) return null;
  const lower = (value: string | undefined) => (value ?? "").toLowerCase();
  const same = (receiptLog: NonNullable<Receipt["logs"]>[number]) =>
    BigInt(hexOrZero(receiptLog.logIndex ?? "")) === BigInt(hexOrZero(log.logIndex)) &&
    lower(receiptLog.address) === lower(log.address) &&
    lower(receiptLog.data) === lower(log.data) &&
    (receiptLog.topics ?? []).map(lower).join() === log.topics.map(lower).join();
  return receipt.logs?.some(same) ? { hash: receipt.blockHash, number: receipt.blockNumber } : null;
}

interface EtherscanLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  blockHash?: string;
  transactionHash: string;
  transactionIndex: string;
  logIndex: string;
}

/** status "1" with logs, or status "0" with "No records found" (none); any other "0" is an error. */
function logRows(answer: Answer): EtherscanLog[] {
  if (answer.status === "1" && Array.isArray(answer.result)) return answer.result as EtherscanLog[];
  if (answer.status === "0" && /^no records found/i.test(String(answer.message)) && isEmpty(answer.result))
    return [];
  throw new EtherscanError(
    typeof answer.result === "string" ? answer.result : `unexpected answer: ${JSON.stringify(answer)}`,
  );
}

const isEmpty = (result: unknown) => result === undefined || (Array.isArray(result) && result.length === 0);

/** Etherscan writes index 0 as "0x". */
const hexOrZero = (value: string) => (value === "0x" || value === "" ? "0x0" : value);
