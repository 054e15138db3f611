import { useEffect, useReducer, useRef } from "react";
import type { RoundKind } from "@/shared/admin/distribution-rounds";
import type { MinedRootSet } from "@/shared/distribution/mined-root-set";
import { publishRound } from "@/web/features/admin/distribution/api/round-queries";
import { serverErrorMessage } from "@/web/features/admin/payments/server-error";
import { initialPublish, nextPublish, type PublishEvent } from "./publish-state";

type Hash = `0x${string}`;

/**
 * What publishing needs of a wallet: the wagmi one in the console (publish-wallet.tsx), a fake one in
 * tests. `send` resolves with the hash once the wallet has sent setMerkleRoot(root) and throws when it
 * refused; `receipt` resolves once the transaction is mined (under its final hash), with whether it
 * set `root` (minedRootSet), and throws on trouble reaching the network, which is asked again.
 */
export interface PublishWallet {
  send: (root: Hash) => Promise<Hash>;
  receipt: (hash: Hash, root: Hash) => Promise<{ hash: Hash; outcome: MinedRootSet }>;
  refusalMessage: (error: unknown) => string;
}

/** Waits after trouble while following the transaction: 2 s, doubling, at most 15 s. */
const retryDelay = (attempt: number) => Math.min(15_000, 2_000 * 2 ** attempt);

/**
 * Sends setMerkleRoot(root) from the connected wallet, follows it to its receipt, then has the server
 * check it and mark the round published (POST .../publish). `onPublished` refreshes the rounds.
 */
export function usePublishRound(
  kind: RoundKind,
  roundId: string,
  wallet: PublishWallet,
  onPublished: () => void,
) {
  const [state, dispatchNow] = useReducer(nextPublish, initialPublish);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const dispatch = (event: PublishEvent) => {
    if (alive.current) dispatchNow(event);
  };

  async function record(hash: Hash) {
    try {
      const round = await publishRound(kind, roundId, hash);
      dispatch({ type: "recorded", round });
      onPublished();
    } catch (error) {
      dispatch({
        type: "record_refused",
        message: serverErrorMessage(error, "The server could not be reached to record the publication."),
      });
    }
  }

  async function publish(root: Hash) {
    dispatch({ type: "start" });
    let hash: Hash;
    try {
      hash = await wallet.send(root);
    } catch (error) {
      return dispatch({ type: "wallet_refused", message: wallet.refusalMessage(error) });
    }
    dispatch({ type: "sent", hash });
    for (let attempt = 0; alive.current; attempt++) {
      try {
        const mined = await wallet.receipt(hash, root);
        dispatch({ type: "mined", hash: mined.hash, outcome: mined.outcome });
        if (mined.outcome === "set") await record(mined.hash);
        return;
      } catch {
        dispatch({ type: "trouble" });
        await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
      }
    }
  }

  async function recordAgain() {
    if (state.step !== "unrecorded") return;
    dispatch({ type: "record_again" });
    await record(state.hash);
  }

  /** A setMerkleRoot sent earlier (another device, a page closed too soon): the server checks it. */
  async function recordSent(hash: Hash) {
    dispatch({ type: "record_sent", hash });
    await record(hash);
  }

  return {
    state,
    publish,
    recordAgain,
    recordSent: (hash: Hash) => void recordSent(hash),
    reset: () => dispatch({ type: "reset" }),
  };
}
