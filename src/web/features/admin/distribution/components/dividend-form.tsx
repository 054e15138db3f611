import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type DividendRequest, dividendRequestSchema } from "@/shared/admin/dividends";
import { formatCount, formatUsdt } from "@/shared/format/money";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { TextAreaField, TextField } from "@/web/components/ui/field";
import { errorText } from "@/web/features/admin/components/error-text";
import { previewDividend, useSaveRound } from "@/web/features/admin/distribution/api/round-queries";
import { DividendPreviewView } from "@/web/features/admin/distribution/components/dividend-preview-view";

type DividendInput = z.input<typeof dividendRequestSchema>;
const sameInput = (a: DividendInput, b: DividendInput) =>
  a.period.trim() === b.period.trim() &&
  a.profit.trim() === b.profit.trim() &&
  a.reason.trim() === b.reason.trim();

/**
 * A half-year's dividend: the period, its profit in USDT (the shared schema parses it to micro-USDT
 * and refuses a period not yet closed) and the reason. Preview first; "Save as draft" saves what was
 * previewed, and is offered again only after a new preview when a field changes.
 */
export function DividendForm() {
  const form = useForm<DividendInput, unknown, DividendRequest>({
    resolver: zodResolver(dividendRequestSchema),
    defaultValues: { period: "", profit: "", reason: "" },
  });
  const [previewed, setPreviewed] = useState<DividendInput | null>(null);
  const preview = useMutation({ mutationFn: previewDividend });
  const save = useSaveRound<DividendInput>("dividend");
  const { errors } = form.formState;
  const current = form.watch();
  const upToDate = previewed !== null && preview.data !== undefined && sameInput(previewed, current);

  return (
    <div className="flex flex-col gap-6">
      <form
        noValidate
        aria-label="Dividend of a half-year"
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={form.handleSubmit(async () => {
          // The text as typed goes to the server, which applies the same schema.
          const input = form.getValues();
          save.reset();
          try {
            await preview.mutateAsync(input);
            setPreviewed(input);
          } catch {
            setPreviewed(null);
          }
        })}
      >
        <TextField
          label="Period"
          placeholder="2026-H1"
          hint="The half-year: H1 is January to June, H2 July to December."
          error={errors.period?.message}
          {...form.register("period")}
        />
        <TextField
          label="Profit (USDT)"
          inputMode="decimal"
          placeholder="125000.50"
          hint="The period's profit as the accounts state it; 10% of it is shared."
          error={errors.profit?.message}
          {...form.register("profit")}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Reason"
          rows={3}
          hint="Why this dividend is paid, with its document reference (the approved accounts)."
          error={errors.reason?.message}
          {...form.register("reason")}
        />
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button
            type="submit"
            variant="outline"
            disabled={preview.isPending}
            aria-busy={preview.isPending || undefined}
          >
            Preview
          </Button>
          <Button
            type="button"
            disabled={!upToDate || save.isPending}
            aria-busy={save.isPending || undefined}
            onClick={() => (previewed ? save.mutate(previewed) : undefined)}
          >
            Save as draft
          </Button>
        </div>
      </form>
      {!upToDate && preview.data ? (
        <Alert tone="warning">The fields changed since this preview: preview again before saving.</Alert>
      ) : null}
      {preview.isError ? <Alert tone="danger">No preview. {errorText(preview.error)}</Alert> : null}
      {save.isError ? <Alert tone="danger">The draft was not saved. {errorText(save.error)}</Alert> : null}
      {save.data ? (
        <Alert tone="success">
          Draft saved: {formatCount(save.data.entries)} holders, {formatUsdt(save.data.totalAmount)} in the
          round. Publish it from the saved rounds below.
        </Alert>
      ) : null}
      {preview.data ? <DividendPreviewView preview={preview.data} /> : null}
    </div>
  );
}
