import { queryOptions, useQuery } from "@tanstack/react-query";
import { getOutbox } from "@/shared/auth/account-contract";
import { api } from "@/web/lib/api";

export const demoOutboxQuery = () =>
  queryOptions({
    queryKey: ["demo-outbox"],
    queryFn: () => api(getOutbox),
    // Fixed for the life of the server.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * The demo's outbox (/dev/mail), or null. The server says whether it exists: a demo with SMTP
 * configured has none, and production never has one. A failed question shows no link.
 */
export function useDemoOutbox(): string | null {
  return useQuery(demoOutboxQuery()).data?.outbox ?? null;
}
