import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useMemo, useState } from "react";
import { type AccountTopic, accountTopics, liveEvents, livePaths } from "@/shared/realtime/live-events";
import { tokenDataSchema } from "@/shared/sale/token-data";
import { queryKeys } from "@/web/lib/query-keys";

const topicKeys: Record<AccountTopic, ReadonlyArray<readonly string[]>> = {
  // A credit adds PXL that the next distribution round will carry.
  payments: [queryKeys.payments, queryKeys.distribution],
  // A published round reaches the investor as a notification (issue 14): their claim is ready.
  notifications: [queryKeys.notifications, queryKeys.distribution],
  // A KYC decision also changes the dashboard's status badge, which comes with the portfolio, and
  // whether the investor can receive PXL.
  kyc: [queryKeys.kyc, queryKeys.portfolio, queryKeys.distribution],
};

const AccountLiveContext = createContext(false);

/** Waits for the user's stream to say that one of their lists changed. */
export interface AccountSignals {
  /**
   * Resolves at the next event of this topic, or when the stream (re)opens (whatever happened
   * while it was down is unknown, so it may have been this).
   */
  nextChange(topic: AccountTopic): Promise<void>;
}

export const AccountSignalsContext = createContext<AccountSignals | null>(null);

const RESYNC = "resync";

function createSignals(target: EventTarget): AccountSignals {
  return {
    nextChange: (topic) =>
      new Promise((resolve) => {
        const done = () => {
          target.removeEventListener(topic, done);
          target.removeEventListener(RESYNC, done);
          resolve();
        };
        target.addEventListener(topic, done);
        target.addEventListener(RESYNC, done);
      }),
  };
}

/**
 * One event stream per signed-in page: the sale figures go straight into their query; a change of
 * the user's payments, notifications or KYC status refetches that list (the stream carries no private data).
 */
export function AccountLiveProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const target = useMemo(() => new EventTarget(), []);
  const signals = useMemo(() => createSignals(target), [target]);

  useEffect(() => {
    // Without EventSource (very old browsers, jsdom) the pages still work: queries refetch on focus.
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(livePaths.account);
    source.addEventListener("open", () => {
      setOpen(true);
      // Whatever changed while the stream was down is read again.
      for (const keys of Object.values(topicKeys))
        for (const key of keys) void queryClient.invalidateQueries({ queryKey: key });
      target.dispatchEvent(new Event(RESYNC));
    });
    source.addEventListener("error", () => setOpen(false));
    source.addEventListener(liveEvents.sale, (event: MessageEvent<string>) => {
      const parsed = tokenDataSchema.safeParse(parseJson(event.data));
      if (parsed.success) queryClient.setQueryData(queryKeys.tokenData, parsed.data);
    });
    source.addEventListener(
      liveEvents.feed,
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.saleFeed }),
    );
    for (const topic of accountTopics) {
      source.addEventListener(topic, () => {
        for (const key of topicKeys[topic]) void queryClient.invalidateQueries({ queryKey: key });
        target.dispatchEvent(new Event(topic));
      });
    }
    return () => source.close();
  }, [queryClient, target]);

  return (
    <AccountLiveContext.Provider value={open}>
      <AccountSignalsContext.Provider value={signals}>{children}</AccountSignalsContext.Provider>
    </AccountLiveContext.Provider>
  );
}

/** The signed-in user's change signals; only inside the signed-in area (AccountLiveProvider). */
export function useAccountSignals(): AccountSignals {
  const signals = useContext(AccountSignalsContext);
  if (!signals) throw new Error("useAccountSignals needs the AccountLiveProvider of the signed-in area");
  return signals;
}

/** True while the signed-in user's event stream is open ("Live Data"); false means "Connection Lost". */
export function useAccountLive(): boolean {
  return useContext(AccountLiveContext);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
