import { type Address, encodeAbiParameters, getAddress, type Hex, type Log, pad } from "viem";
import { describe, expect, it } from "vitest";
import { CLAIMED_TOPIC, readDistributionLog } from "@/server/distribution/distribution-logs";

const PXL: Address = "0x00000000000000000000000000000000000000a1";
const PXL_DISTRIBUTOR: Address = "0x00000000000000000000000000000000000000b2";
const DIVIDENDS: Address = "0x00000000000000000000000000000000000000c3";
const STRANGER: Address = "0x00000000000000000000000000000000000000d4";
const HOLDER: Address = "0x00000000000000000000000000000000000000e5";
const TRANSFER_TOPIC: Hex = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
const contracts = { pxlToken: PXL, pxlDistributor: PXL_DISTRIBUTOR, dividendDistributor: DIVIDENDS };

const word = (n: bigint) => encodeAbiParameters([{ type: "uint256" }], [n]);
const logOf = (address: Address, topics: Hex[], data: Hex): Log =>
  ({
    address,
    topics,
    data,
    blockHash: `0x${"ab".repeat(32)}`,
    blockNumber: 7n,
    logIndex: 2,
    transactionHash: `0x${"CD".repeat(32)}`,
    transactionIndex: 0,
    removed: false,
  }) as Log;
const claimed = (address: Address, amount = 5n, cumulative = 9n) =>
  logOf(
    address,
    [CLAIMED_TOPIC, pad(HOLDER)],
    encodeAbiParameters([{ type: "uint256" }, { type: "uint256" }], [amount, cumulative]),
  );
const transfer = (address: Address, amount: bigint) =>
  logOf(address, [TRANSFER_TOPIC, pad(DIVIDENDS), pad(HOLDER)], word(amount));

/** A provider may return more than the filter asked for: only our contracts' own events count. */
describe("readDistributionLog", () => {
  it("reads a Claimed of either distributor and a PXL Transfer", () => {
    expect(readDistributionLog(claimed(DIVIDENDS), contracts)).toMatchObject({
      kind: "claimed",
      txHash: `0x${"cd".repeat(32)}`,
      distributor: DIVIDENDS,
      account: getAddress(HOLDER),
      amount: 5n,
      cumulativeAmount: 9n,
    });
    expect(readDistributionLog(claimed(PXL_DISTRIBUTOR), contracts)).toMatchObject({ kind: "claimed" });
    expect(readDistributionLog(transfer(PXL, 3n), contracts)).toMatchObject({
      kind: "transfer",
      from: getAddress(DIVIDENDS),
      to: getAddress(HOLDER),
      amount: 3n,
    });
  });

  it("ignores the same events from any other contract, even from our token or distributors crossed", () => {
    expect(readDistributionLog(claimed(STRANGER), contracts)).toBeNull();
    expect(readDistributionLog(claimed(PXL), contracts)).toBeNull();
    expect(readDistributionLog(transfer(STRANGER, 3n), contracts)).toBeNull();
    expect(readDistributionLog(transfer(DIVIDENDS, 3n), contracts)).toBeNull();
    // A distributor that is not configured (null) matches nothing, not the zero address.
    expect(readDistributionLog(claimed(DIVIDENDS), { ...contracts, dividendDistributor: null })).toBeNull();
  });

  it("ignores what moves nothing or does not have the event's shape", () => {
    expect(readDistributionLog(transfer(PXL, 0n), contracts)).toBeNull();
    expect(readDistributionLog(claimed(PXL_DISTRIBUTOR, 0n, 9n), contracts)).toBeNull();
    const short = claimed(PXL_DISTRIBUTOR);
    expect(readDistributionLog({ ...short, data: word(5n) }, contracts)).toBeNull();
    expect(readDistributionLog({ ...short, topics: [CLAIMED_TOPIC] }, contracts)).toBeNull();
    const dirty = `0x${"ff".repeat(12)}${HOLDER.slice(2)}` as Hex; // not an address: high bytes set
    expect(readDistributionLog({ ...short, topics: [CLAIMED_TOPIC, dirty] }, contracts)).toBeNull();
    expect(readDistributionLog({ ...transfer(PXL, 3n), removed: true }, contracts)).toBeNull();
    expect(readDistributionLog({ ...transfer(PXL, 3n), blockHash: null } as Log, contracts)).toBeNull();
  });
});
