import { createPublicClient, http, type PublicClient } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Anvil, startAnvil } from "@/server/chain/anvil";
import { finalizedBlock } from "@/server/chain/finality";

describe("finalizedBlock on anvil", () => {
  let anvil: Anvil;
  /** viem's defaults: the block number is cached for the polling interval (4 s). */
  let client: PublicClient;
  const mine = (blocks: number) =>
    client.request({ method: "anvil_mine" as never, params: [`0x${blocks.toString(16)}`] as never });

  beforeAll(async () => {
    anvil = await startAnvil();
    client = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient;
  });
  afterAll(() => anvil.stop());

  it("counts a depth below the head, read fresh, and no block while the chain is shorter than it", async () => {
    const depth = { kind: "depth", blocks: 2n } as const;
    expect(await finalizedBlock(client, depth)).toBe(-1n); // head 0
    await client.getBlockNumber(); // fills viem's cache with the old head
    await mine(5);
    expect(await finalizedBlock(client, depth)).toBe(3n);
    expect(await finalizedBlock(client, { kind: "depth", blocks: 0n })).toBe(5n);
    // A head the caller read already is used as given.
    expect(await finalizedBlock(client, depth, 4n)).toBe(2n);
  });

  it("follows the chain's finalized tag (anvil keeps it 64 blocks below the head)", async () => {
    const head = await client.getBlockNumber({ cacheTime: 0 });
    await mine(100);
    expect(await finalizedBlock(client, { kind: "tag" })).toBe(head + 100n - 64n);
  });
});
