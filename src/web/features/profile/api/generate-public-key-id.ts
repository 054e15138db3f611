import { useMutation, useQueryClient } from "@tanstack/react-query";
import { publicKeyIdSchema } from "@/shared/profile/profile-schema";
import { profileQuery } from "@/web/features/profile/api/profile-query";
import { apiFetch } from "@/web/lib/api-fetch";

/** Asks the server for a new public key ID (it replaces the old one). */
export async function generatePublicKeyId(): Promise<string> {
  const { publicKeyId } = await apiFetch("/api/profile/public-key-id", publicKeyIdSchema, { method: "POST" });
  return publicKeyId;
}

export function useGeneratePublicKeyId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generatePublicKeyId,
    onSuccess: (publicKeyId) =>
      queryClient.setQueryData(profileQuery().queryKey, (profile) =>
        profile ? { ...profile, publicKeyId } : profile,
      ),
  });
}
