import { useEffect } from "react";
import { useEnsureWelcome } from "@/web/features/notifications/api/ensure-welcome";

/** The spec: the welcome notice appears 2 s after the signed-in area opens. */
export const WELCOME_DELAY_MS = 2_000;

/**
 * Asks for the welcome notice 2 s after the first signed-in page of this page load. The server keeps
 * it once per user, so later loads (and other devices) find it there, read or dismissed, and add nothing.
 */
export function useWelcomeNotice(enabled: boolean) {
  const { mutate } = useEnsureWelcome();
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => mutate(), WELCOME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, mutate]);
}
