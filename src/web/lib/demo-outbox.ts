import { queryOptions, useQuery } from "@tanstack/react-query";

export const demoOutboxQuery = () =>
  queryOptions({
    queryKey: ["demo-outbox"],
    // The contract and the client load with the question: the account pages that ask it load no
    // schemas before their forms are used (issue 13).
    queryFn: async () => {
      const [{ getOutbox }, { api }] = await Promise.all([
        import("@/shared/auth/account-contract"),
        import("@/web/lib/api"),
      ]);
      return api(getOutbox);
    },
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
