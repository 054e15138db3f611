import { useCallback, useEffect, useReducer, useRef } from "react";
import type { HolderClaim } from "@/shared/distribution/holder-claims";
import { type ClaimEvent, type ClaimProgress, initialClaim, nextClaim } from "@/web/lib/claim-state";
import type { ClaimWallet } from "./claim-wallet";

type Hash = `0x${string}`;

/** Waits after trouble while following the transaction: 2 s, doubling, at most 15 s. */
const retryDelay = (attempt: number) => Math.min(15_000, 2_000 * 2 ** attempt);

type Claims = Readonly<Record<string, ClaimProgress>>;
const nextClaims = (claims: Claims, { key, event }: { key: string; event: ClaimEvent }): Claims => ({
  ...claims,
  [key]: nextClaim(claims[key] ?? initialClaim, event),
});

/**
 * The table's claims on behalf, one per holder (`key`): each sends the holder's `claim` from the
 * operator's wallet (the tokens go to the holder's account, the gas is the operator's), follows it to
 * its receipt, then waits for `refresh` (the holders read again) so the row reads claimed. Kept by
 * the table, not the row, so a wallet that reconnects or a row that moves keeps its claim's progress.
 * The states are the investor's (src/web/lib/claim-state.ts): once sent, only a mined transaction
 * that claimed nothing for the holder is a failure; a network that does not answer only delays it.
 */
export function useClaimsOnBehalf(refresh: () => Promise<unknown>) {
  const [claims, dispatchNow] = useReducer(nextClaims, {});
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const send = useCallback(
    async (key: string, claim: HolderClaim, wallet: ClaimWallet) => {
      const dispatch = (event: ClaimEvent) => {
        if (alive.current) dispatchNow({ key, event });
      };
      dispatch({ type: "start" });
      let hash: Hash;
      try {
        hash = await wallet.send(claim, () => dispatch({ type: "wallet_asked" }));
      } catch (error) {
        return dispatch({ type: "wallet_refused", ...wallet.refusal(error) });
      }
      dispatch({ type: "sent", hash });
      for (let attempt = 0; alive.current; attempt++) {
        let mined: Awaited<ReturnType<ClaimWallet["receipt"]>>;
        try {
          mined = await wallet.receipt(hash, claim);
        } catch {
          dispatch({ type: "trouble" });
          await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
          continue;
        }
        dispatch({ type: "mined", hash: mined.hash, outcome: mined.outcome });
        if (mined.outcome !== "claimed") return;
        // The chain has it; the row's figures come from the server. Claimed either way: it is on chain.
        await refresh().catch(() => undefined);
        return dispatch({ type: "updated" });
      }
    },
    [refresh],
  );

  return {
    stateOf: (key: string): ClaimProgress => claims[key] ?? initialClaim,
    send: (key: string, claim: HolderClaim, wallet: ClaimWallet) => void send(key, claim, wallet),
  };
}
