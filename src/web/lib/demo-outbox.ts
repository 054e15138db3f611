import { queryOptions, useQuery } from "@tanstack/react-query";
import { demoOutboxSchema } from "@/shared/auth/demo-outbox";
import { apiFetch } from "@/web/lib/api-fetch";

export const demoOutboxQuery = () =>
  queryOptions({
    queryKey: ["demo-outbox"],
    queryFn: () => apiFetch("/api/account/outbox", demoOutboxSchema),
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
