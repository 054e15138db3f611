import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/web/lib/auth-client";
import { unwrap } from "@/web/lib/auth-result";

export interface ActiveSession {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export async function listSessions(): Promise<ActiveSession[]> {
  const sessions = unwrap(await authClient.listSessions());
  return sessions
    .map((s) => ({
      id: s.id,
      createdAt: new Date(s.createdAt),
      updatedAt: new Date(s.updatedAt),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    }))
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}

export const sessionsQuery = () =>
  queryOptions({ queryKey: ["account", "sessions"], queryFn: listSessions, staleTime: 30_000 });

export function useActiveSessions() {
  return useQuery(sessionsQuery());
}

/** Signs out every session of the user but this browser's. */
export async function revokeOtherSessions(): Promise<void> {
  unwrap(await authClient.revokeOtherSessions());
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}
