import { CopyIcon, KeyRoundIcon, RefreshCwIcon } from "lucide-react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useGeneratePublicKeyId } from "@/web/features/profile/api/generate-public-key-id";
import { copyText } from "@/web/lib/copy-text";

// The Georgian labels are longer than a 360 px card: they wrap instead of overflowing.
const wrapping = "h-auto min-h-11 whitespace-normal text-left";

/** The user's public key ID: shown, generated (a new one replaces the old), copied. */
export function PublicKeyIdCard({ publicKeyId }: { publicKeyId: string | null }) {
  const generate = useGeneratePublicKeyId();
  const onGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: () => toast.success(m.profile_key_generated()),
      onError: () => toast.error(m.profile_key_failed()),
    });

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <KeyRoundIcon className="size-5 text-brand-600" aria-hidden />
          <CardTitle>{m.profile_key_title()}</CardTitle>
        </div>
        <p className="text-slate-600 text-sm">{m.profile_key_intro()}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div aria-live="polite">
          {publicKeyId ? (
            <p className="flex flex-wrap items-center gap-3">
              <span className="text-slate-600 text-sm">{m.profile_key_yours()}</span>
              <code
                data-testid="public-key-id"
                className="rounded-md bg-slate-100 px-3 py-1.5 font-mono font-semibold text-lg tracking-widest"
              >
                {publicKeyId}
              </code>
            </p>
          ) : (
            <p className="text-slate-700">{m.profile_key_none()}</p>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="button" className={wrapping} onClick={onGenerate} disabled={generate.isPending}>
            <RefreshCwIcon aria-hidden className={generate.isPending ? "animate-spin" : undefined} />
            {generate.isPending
              ? m.profile_key_generating()
              : publicKeyId
                ? m.profile_key_generate_new()
                : m.profile_key_generate()}
          </Button>
          {publicKeyId ? (
            <Button
              type="button"
              variant="outline"
              className={wrapping}
              onClick={() => void copyText(publicKeyId, m.profile_key_copy_what())}
            >
              <CopyIcon aria-hidden />
              {m.profile_key_copy()}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
