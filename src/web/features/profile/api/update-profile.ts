import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateProfile as updateRoute } from "@/shared/profile/profile-contract";
import type { Profile, ProfileUpdateInput } from "@/shared/profile/profile-schema";
import { profileQuery } from "@/web/features/profile/api/profile-query";
import { api } from "@/web/lib/api";
import { sessionQuery } from "@/web/lib/session";

export function updateProfile(input: ProfileUpdateInput): Promise<Profile> {
  return api(updateRoute, { body: input });
}

/** Saves the profile; the page shows the server's copy, and the session (greeting, header) refetches. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery().queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey });
    },
  });
}
