import { type Address, hexToBigInt, isAddressEqual, type Log, size, toEventSelector } from "viem";
import {
  type LogPosition,
  type LogQuery,
  topicAddress,
  transferEvent,
} from "@/server/payments/transfer-logs";
import { lowerHex } from "@/shared/chain/hex-schemas";
import { merkleDistributorAbi } from "@/shared/distribution/contract-abis";

const TRANSFER_TOPIC = toEventSelector(transferEvent);
const claimedEvent = merkleDistributorAbi.find((item) => item.type === "event" && item.name === "Claimed");
if (!claimedEvent) throw new Error("the distributor's ABI has no Claimed event");
export const CLAIMED_TOPIC = toEventSelector(claimedEvent);

/** Our contracts whose events are indexed; each null until deployed and configured. */
export interface IndexedContracts {
  pxlToken: Address | null;
  pxlDistributor: Address | null;
  dividendDistributor: Address | null;
}

export interface PxlTransferLog extends LogPosition {
  from: Address;
  to: Address;
  amount: bigint;
}

export interface ClaimedLog extends LogPosition {
  distributor: Address;
  account: Address;
  amount: bigint;
  cumulativeAmount: bigint;
}

export type DistributionLog = ({ kind: "transfer" } & PxlTransferLog) | ({ kind: "claimed" } & ClaimedLog);

/** One filter per configured contract and event: PXL Transfers, and each distributor's Claimed. */
export function distributionQueries(contracts: IndexedContracts): LogQuery[] {
  const { pxlToken, pxlDistributor, dividendDistributor } = contracts;
  return [
    ...(pxlToken ? [{ address: pxlToken, topics: [TRANSFER_TOPIC] }] : []),
    ...[pxlDistributor, dividendDistributor].flatMap((distributor) =>
      distributor ? [{ address: distributor, topics: [CLAIMED_TOPIC] }] : [],
    ),
  ];
}

/**
 * A log as the distribution indexer keeps it, or null. Only a Transfer emitted by the PXL token and a
 * Claimed emitted by one of our distributors count: the same event from any other contract is
 * anyone's (a stranger's token can emit "Transfer" naming any holder). A log of the right contract
 * that does not have the event's shape, or that moves nothing (anyone may transfer 0 PXL), changes
 * no balance and no claim: ignored too, so that nothing a stranger can send stops the indexer.
 */
export function readDistributionLog(log: Log, contracts: IndexedContracts): DistributionLog | null {
  const { transactionHash: txHash, logIndex, blockNumber, blockHash } = log;
  if (txHash === null || logIndex === null || blockNumber === null || blockHash === null || log.removed)
    return null;
  const position = { txHash: lowerHex(txHash), logIndex, blockNumber, blockHash };
  const topic = log.topics[0]?.toLowerCase();
  const from = (contract: Address | null) => contract !== null && isAddressEqual(log.address, contract);

  if (topic === TRANSFER_TOPIC && from(contracts.pxlToken)) {
    const sender = topicAddress(log.topics[1]);
    const receiver = topicAddress(log.topics[2]);
    if (log.topics.length !== 3 || size(log.data) !== 32 || !sender || !receiver) return null;
    const amount = hexToBigInt(log.data);
    if (amount === 0n) return null;
    return { kind: "transfer", ...position, from: sender, to: receiver, amount };
  }
  if (topic === CLAIMED_TOPIC && (from(contracts.pxlDistributor) || from(contracts.dividendDistributor))) {
    const account = topicAddress(log.topics[1]);
    if (log.topics.length !== 2 || size(log.data) !== 64 || !account) return null;
    const amount = hexToBigInt(`0x${log.data.slice(2, 66)}`);
    const cumulativeAmount = hexToBigInt(`0x${log.data.slice(66, 130)}`);
    if (amount === 0n) return null;
    return { kind: "claimed", ...position, distributor: log.address, account, amount, cumulativeAmount };
  }
  return null;
}
