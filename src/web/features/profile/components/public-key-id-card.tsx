import { CopyIcon, KeyRoundIcon, RefreshCwIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useGeneratePublicKeyId } from "@/web/features/profile/api/generate-public-key-id";
import { copyText } from "@/web/lib/copy-text";

/** The user's public key ID: shown, generated (a new one replaces the old), copied. */
export function PublicKeyIdCard({ publicKeyId }: { publicKeyId: string | null }) {
  const generate = useGeneratePublicKeyId();
  const onGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: () => toast.success("New public key ID generated successfully!"),
      onError: () => toast.error("Failed to generate public key ID."),
    });

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <KeyRoundIcon className="size-5 text-brand-600" aria-hidden />
          <CardTitle>Public Key ID</CardTitle>
        </div>
        <p className="text-slate-600 text-sm">
          A short code that identifies you to the academy without sharing your e-mail or wallet.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div aria-live="polite">
          {publicKeyId ? (
            <p className="flex flex-wrap items-center gap-3">
              <span className="text-slate-600 text-sm">Your public key ID:</span>
              <code
                data-testid="public-key-id"
                className="rounded-md bg-slate-100 px-3 py-1.5 font-mono font-semibold text-lg tracking-widest"
              >
                {publicKeyId}
              </code>
            </p>
          ) : (
            <p className="text-slate-700">You have no public key ID yet.</p>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="button" onClick={onGenerate} disabled={generate.isPending}>
            <RefreshCwIcon aria-hidden className={generate.isPending ? "animate-spin" : undefined} />
            {generate.isPending
              ? "Generating..."
              : publicKeyId
                ? "Generate New Public Key ID"
                : "Generate Public Key ID"}
          </Button>
          {publicKeyId ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => void copyText(publicKeyId, "Public key ID")}
            >
              <CopyIcon aria-hidden />
              Copy Public Key ID
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
