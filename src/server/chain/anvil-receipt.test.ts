import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  parseEther,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Anvil, startAnvil } from "@/server/chain/anvil";
import { anvilReceipt } from "@/server/chain/anvil-receipt";
import { anvilWallet, localViemChain } from "@/server/chain/local-chain";

/*
 * The pool state anvil can fall into under load (a transaction queued behind a nonce the chain has
 * already passed), made on purpose: a transaction sent with the next nonce but one, then the account's
 * nonce moved under it by anvil_setNonce. A plain wait never ends; `anvilReceipt` gets it mined.
 */
describe("anvilReceipt", () => {
  let anvil: Anvil;
  let client: PublicClient;
  const sender = anvilWallet(7);
  const send = (nonce: number) =>
    createWalletClient({
      chain: localViemChain(anvil.rpcUrl, 31337),
      transport: http(anvil.rpcUrl),
      account: privateKeyToAccount(sender.privateKey),
    }).sendTransaction({ to: anvilWallet(8).address, value: parseEther("1"), nonce });
  const nonceOnChain = () => client.getTransactionCount({ address: sender.address });

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 });
    client = createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 20, cacheTime: 0 });
  });
  afterAll(() => anvil.stop());

  it("gets a transaction mined that anvil left queued behind a nonce already on chain", async () => {
    const next = await nonceOnChain();
    const hash: Hex = await send(next + 1);
    await client.request({
      method: "anvil_setNonce" as never,
      params: [sender.address, numberToHex(next + 1)] as never,
    });
    await expect(client.waitForTransactionReceipt({ hash, timeout: 500 })).rejects.toThrow(/Timed out/);

    const receipt = await anvilReceipt(client, hash, { patienceMs: 300 });
    expect(receipt).toMatchObject({ transactionHash: hash, status: "success" });
    expect(await nonceOnChain()).toBe(next + 2);
  });

  it("leaves a real nonce gap alone and says what the pool holds", async () => {
    const next = await nonceOnChain();
    const hash = await send(next + 1);
    await expect(anvilReceipt(client, hash, { patienceMs: 100 })).rejects.toThrow(
      new RegExp(
        `${hash} has no receipt after 4 waits of 100 ms; anvil's pool: .*"queued":\\{"${sender.address.toLowerCase()}"`,
      ),
    );
    expect(await nonceOnChain()).toBe(next);
  });
});
