import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type DistributionRoundRequest, distributionRoundRequestSchema } from "@/shared/admin/distribution";
import { formatCount, formatPxlUnits } from "@/shared/format/money";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { TextAreaField } from "@/web/components/ui/field";
import { errorText } from "@/web/features/admin/components/error-text";
import { useSaveRound } from "@/web/features/admin/distribution/api/round-queries";

/**
 * "Save as draft": the server computes the round again from the ledger as it saves it (what the
 * preview shows is what it was a moment ago), with the reason checked by the shared schema.
 */
export function DistributionDraftForm({ disabled }: { disabled?: boolean }) {
  const save = useSaveRound<DistributionRoundRequest>("pxl");
  const form = useForm<DistributionRoundRequest>({
    resolver: zodResolver(distributionRoundRequestSchema),
    defaultValues: { reason: "" },
  });
  return (
    <form
      noValidate
      aria-label="Save the PXL round as a draft"
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit(async (body) => {
        try {
          await save.mutateAsync(body);
          form.reset();
        } catch {
          // Shown below from the mutation's error.
        }
      })}
    >
      <TextAreaField
        label="Reason"
        rows={3}
        hint="Why this round is made, with its document reference (kept with the round and in the audit log)."
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
      <Button
        type="submit"
        className="self-start"
        disabled={disabled || save.isPending}
        aria-busy={save.isPending || undefined}
      >
        Save as draft
      </Button>
      {save.isError ? <Alert tone="danger">The draft was not saved. {errorText(save.error)}</Alert> : null}
      {save.data && !save.isPending ? (
        <Alert tone="success">
          Draft saved: {formatCount(save.data.entries)} entries, {formatPxlUnits(save.data.totalAmount)} in
          all. Publish it from the saved rounds below.
        </Alert>
      ) : null}
    </form>
  );
}
