import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Profile, type ProfileUpdateInput, profileSchema } from "@/shared/profile/profile-schema";
import { profileQuery } from "@/web/features/profile/api/profile-query";
import { apiFetch } from "@/web/lib/api-fetch";
import { sessionQuery } from "@/web/lib/session";

export function updateProfile(input: ProfileUpdateInput): Promise<Profile> {
  return apiFetch("/api/profile", profileSchema, { method: "PATCH", body: JSON.stringify(input) });
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
