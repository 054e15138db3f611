import { queryOptions, useQuery } from "@tanstack/react-query";
import { getProfile as getProfileRoute } from "@/shared/profile/profile-contract";
import type { Profile } from "@/shared/profile/profile-schema";
import { api } from "@/web/lib/api";

export function getProfile(): Promise<Profile> {
  return api(getProfileRoute);
}

export const profileQuery = () => queryOptions({ queryKey: ["account", "profile"], queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQuery());
}
