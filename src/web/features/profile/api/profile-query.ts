import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Profile, profileSchema } from "@/shared/profile/profile-schema";
import { apiFetch } from "@/web/lib/api-fetch";

export function getProfile(): Promise<Profile> {
  return apiFetch("/api/profile", profileSchema);
}

export const profileQuery = () => queryOptions({ queryKey: ["account", "profile"], queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQuery());
}
