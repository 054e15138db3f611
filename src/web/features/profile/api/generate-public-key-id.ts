import { useMutation, useQueryClient } from "@tanstack/react-query";
import { assignPublicKeyId } from "@/shared/profile/profile-contract";
import { profileQuery } from "@/web/features/profile/api/profile-query";
import { api } from "@/web/lib/api";

/** Asks the server for a new public key ID (it replaces the old one). */
export async function generatePublicKeyId(): Promise<string> {
  const { publicKeyId } = await api(assignPublicKeyId);
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
