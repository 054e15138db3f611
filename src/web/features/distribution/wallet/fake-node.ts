import {
  decodeFunctionData,
  encodeAbiParameters,
  encodeErrorResult,
  encodeEventTopics,
  encodeFunctionResult,
  type Hex,
  toFunctionSelector,
} from "viem";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";

/**
 * A JSON-RPC node behind `fetch`, for component tests of the claim flow: the wallet boundary. wagmi's
 * mock connector sends its transactions to the chain's URL, so this node sees exactly what a wallet
 * would send, and answers receipts as the chain would.
 */
export interface FakeNode {
  sent: { from: string; to: string; data: Hex }[];
  /** The distributor's current root, or null when the address holds no contract (another network). */
  root: Hex | null;
  /** What the distributor says any account has claimed so far (`cumulativeClaimed`), in token units. */
  claimed: bigint;
  /** Every request the node answered, by method: a test can tell which went through it. */
  methods: string[];
  /** The check before the wallet: reverts with this distributor error, or with no reason ("bare"). */
  refuse: { errorName: "NothingToClaim" | "NotCurrentRoot"; args: readonly unknown[] } | "bare" | null;
  /** The wallet's answer to eth_sendTransaction: 4001 is "the user said no". */
  declines: boolean;
  receiptStatus: "0x1" | "0x0";
  /** Receipt requests answered with an error before the real answer (a node that does not answer). */
  receiptFailures: number;
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

export const NODE_URL = "http://node.test/rpc";

/** A browser's injected wallet (window.ethereum) holding `account`: it signs nothing, the node at NODE_URL does the rest. */
export function injectedWallet(account: Hex) {
  let id = 0;
  let confirmed = Promise.resolve();
  return {
    /** Holds the next transactions until the returned function is called: the holder confirming in the wallet. */
    holdConfirmation(): () => void {
      let confirm = () => {};
      confirmed = new Promise((resolve) => {
        confirm = resolve;
      });
      return () => confirm();
    },
    async request({ method, params }: { method: string; params?: unknown[] }): Promise<unknown> {
      if (method === "eth_requestAccounts" || method === "eth_accounts") return [account];
      if (method === "wallet_requestPermissions")
        throw Object.assign(new Error("Unsupported"), { code: 4200 });
      if (method === "eth_sendTransaction") await confirmed;
      const answer = await fetch(NODE_URL, {
        method: "POST",
        body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params: params ?? [] }),
      });
      const body = (await answer.json()) as { result?: unknown; error?: { code: number; message: string } };
      if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
      return body.result;
    },
    on() {},
    removeListener() {},
  };
}
export const SENT_HASH: Hex = `0x${"c1".repeat(32)}`;
const BLOCK_HASH: Hex = `0x${"b1".repeat(32)}`;

const MERKLE_ROOT = toFunctionSelector("merkleRoot()");
const CUMULATIVE_CLAIMED = toFunctionSelector("cumulativeClaimed(address)");

export function fakeNode(chainId: number, root: Hex = `0x${"1".repeat(64)}`): FakeNode {
  let block = 100;
  const node: FakeNode = {
    root,
    claimed: 0n,
    methods: [],
    sent: [],
    refuse: null,
    declines: false,
    receiptStatus: "0x1",
    receiptFailures: 0,
    fetch: async (input, init) => {
      if (String(input) !== NODE_URL) return Response.json({ error: "Not found" }, { status: 404 });
      const body = JSON.parse(String(init?.body));
      const answer = (one: { id: number; method: string; params: unknown[] }) => ({
        jsonrpc: "2.0",
        id: one.id,
        ...respond(one.method, one.params),
      });
      return Response.json(Array.isArray(body) ? body.map(answer) : answer(body));
    },
  };
  const hex = (n: number) => `0x${n.toString(16)}`;
  const blockObject = () => ({
    number: hex(block),
    hash: BLOCK_HASH,
    parentHash: BLOCK_HASH,
    timestamp: hex(1_764_000_000),
    baseFeePerGas: "0x1",
    gasLimit: "0x1c9c380",
    gasUsed: "0x0",
    transactions: [],
    miner: `0x${"0".repeat(40)}`,
    extraData: "0x",
    logsBloom: `0x${"0".repeat(512)}`,
    nonce: "0x0000000000000000",
    size: "0x1",
    difficulty: "0x0",
    uncles: [],
  });

  function respond(method: string, params: unknown[]): { result: unknown } | { error: object } {
    node.methods.push(method);
    switch (method) {
      case "eth_chainId":
        return { result: hex(chainId) };
      case "eth_blockNumber":
        block += 1;
        return { result: hex(block) };
      case "eth_getBlockByNumber":
        return { result: blockObject() };
      case "eth_call":
      case "eth_estimateGas":
        if ((params[0] as { data?: string } | undefined)?.data?.startsWith(MERKLE_ROOT)) {
          if (!node.root) return { result: "0x" };
          return {
            result: encodeFunctionResult({
              abi: merkleDistributorAbi,
              functionName: "merkleRoot",
              result: node.root,
            }),
          };
        }
        if (!node.root) return { result: method === "eth_call" ? "0x" : "0x5208" };
        if ((params[0] as { data?: string } | undefined)?.data?.startsWith(CUMULATIVE_CLAIMED)) {
          return {
            result: encodeFunctionResult({
              abi: merkleDistributorAbi,
              functionName: "cumulativeClaimed",
              result: node.claimed,
            }),
          };
        }
        if (node.refuse === "bare") return { error: { code: 3, message: "execution reverted", data: "0x" } };
        if (node.refuse) {
          return {
            error: {
              code: 3,
              message: "execution reverted",
              data: encodeErrorResult({
                abi: merkleDistributorAbi,
                errorName: node.refuse.errorName,
                args: node.refuse.args,
              } as Parameters<typeof encodeErrorResult>[0]),
            },
          };
        }
        return { result: method === "eth_call" ? "0x" : "0x30000" };
      case "eth_gasPrice":
      case "eth_maxPriorityFeePerGas":
        return { result: "0x1" };
      case "eth_getTransactionCount":
        return { result: "0x0" };
      case "eth_sendTransaction": {
        if (node.declines) return { error: { code: 4001, message: "User rejected the request." } };
        const [tx] = params as [{ from: string; to: string; data: Hex }];
        node.sent.push({ from: tx.from, to: tx.to, data: tx.data });
        return { result: SENT_HASH };
      }
      case "eth_getTransactionReceipt":
        if (node.receiptFailures > 0) {
          node.receiptFailures -= 1;
          return { error: { code: -32000, message: "node unavailable" } };
        }
        return {
          result: {
            transactionHash: params[0],
            transactionIndex: "0x0",
            blockHash: BLOCK_HASH,
            blockNumber: hex(block),
            from: node.sent.at(-1)?.from,
            to: node.sent.at(-1)?.to,
            cumulativeGasUsed: "0x1",
            gasUsed: "0x1",
            effectiveGasPrice: "0x1",
            contractAddress: null,
            logs: node.receiptStatus === "0x1" ? claimedLogs(params[0] as Hex) : [],
            logsBloom: `0x${"0".repeat(512)}`,
            status: node.receiptStatus,
            type: "0x2",
          },
        };
      default:
        return { error: { code: -32601, message: `Method not found: ${method}` } };
    }
  }

  /** What the distributor logs for the claim last sent, as the contract does: Claimed(account, paid, cumulative). */
  function claimedLogs(transactionHash: Hex) {
    const last = node.sent.at(-1);
    if (!last) return [];
    const call = decodeFunctionData({ abi: merkleDistributorAbi, data: last.data });
    if (call.functionName !== "claim") return [];
    const [account, cumulativeAmount] = call.args;
    const topics = encodeEventTopics({ abi: merkleDistributorAbi, eventName: "Claimed", args: { account } });
    const data = encodeAbiParameters(
      [{ type: "uint256" }, { type: "uint256" }],
      [cumulativeAmount - node.claimed, cumulativeAmount],
    );
    const at = { blockHash: BLOCK_HASH, blockNumber: hex(block), transactionHash, transactionIndex: "0x0" };
    return [{ address: last.to, topics, data, logIndex: "0x0", removed: false, ...at }];
  }
  return node;
}
