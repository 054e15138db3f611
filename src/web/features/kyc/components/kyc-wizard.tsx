import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, ArrowRightIcon, LoaderCircleIcon, SendIcon } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { m } from "@/paraglide/messages";
import { type KycDocumentKind, kycDocumentKinds } from "@/shared/kyc/kyc-documents";
import { type KycDetails, kycDetailsSchema, kycMessages, kycStepSchemas } from "@/shared/kyc/kyc-schemas";
import { Button } from "@/web/components/ui/button";
import { submitFailedMessage, useSubmitKyc } from "@/web/features/kyc/api/submit-kyc";
import { DetailsStepFields } from "@/web/features/kyc/components/details-step";
import { DocumentField } from "@/web/features/kyc/components/document-field";
import { WizardProgress } from "@/web/features/kyc/components/wizard-progress";
import type { FileProgress } from "@/web/features/kyc/lib/upload-progress";
import {
  type DetailsFormValues,
  emptyDetails,
  STEP_COUNT,
  stepOf,
  wizardSteps,
} from "@/web/features/kyc/lib/wizard-steps";
import { ApiRequestError } from "@/web/lib/api-request-error";

type Documents = Record<KycDocumentKind, File | null>;
const noDocuments: Documents = { idFront: null, idBack: null, selfie: null, proofOfAddress: null };

/**
 * The four-step identity check. Each step's Next is enabled once its fields pass the shared
 * schema; step 4 takes the four documents, checked in the browser by the server's rules, and
 * Submit for Review sends everything in one request, each document's upload progress shown.
 * `initial`: what the profile already says (the full name, the nationality of its country).
 */
export function KycWizard({
  onSubmitted,
  initial,
}: {
  onSubmitted?: () => void;
  initial?: Partial<DetailsFormValues>;
}) {
  const schemas = useMemo(() => ({ steps: kycStepSchemas(), all: kycDetailsSchema() }), []);
  const form = useForm<DetailsFormValues, unknown, KycDetails>({
    resolver: zodResolver<DetailsFormValues, unknown, KycDetails>(schemas.all),
    defaultValues: { ...emptyDetails, ...initial },
    mode: "onTouched",
  });
  const values = useWatch({ control: form.control });
  const [step, setStep] = useState(0);
  const [documents, setDocuments] = useState<Documents>(noDocuments);
  const [documentErrors, setDocumentErrors] = useState<Partial<Record<KycDocumentKind, string>>>({});
  const [progress, setProgress] = useState<Partial<Record<KycDocumentKind, FileProgress>>>({});
  const [submitted, setSubmitted] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submission = useSubmitKyc();

  const current = wizardSteps[step] ?? wizardSteps[0];
  const stepValid = current.schema
    ? schemas.steps[current.schema].safeParse(values).success
    : kycDocumentKinds.every((kind) => documents[kind] !== null);

  function goTo(next: number) {
    setStep(next);
    // The new step's title takes the focus, so a screen reader announces where the user now is.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  async function next() {
    if (!(await form.trigger([...current.fields]))) return;
    goTo(Math.min(step + 1, STEP_COUNT - 1));
  }

  function chooseDocument(kind: KycDocumentKind, file: File | null, error?: string) {
    setDocuments((docs) => ({ ...docs, [kind]: file }));
    setDocumentErrors((errors) => ({ ...errors, [kind]: error }));
  }

  const submit = form.handleSubmit(
    async (details) => {
      const missing = kycDocumentKinds.filter((kind) => documents[kind] === null);
      if (missing.length > 0) return;
      try {
        setProgress({});
        await submission.mutateAsync({
          details,
          documents: documents as Record<KycDocumentKind, File>,
          onProgress: setProgress,
        });
        setSubmitted(true);
        toast.success(kycMessages.submitted);
        onSubmitted?.();
      } catch (error) {
        setProgress({});
        const message =
          error instanceof ApiRequestError && error.message ? error.message : submitFailedMessage();
        const field = error instanceof ApiRequestError ? fieldOf(error.body) : null;
        if (field && (kycDocumentKinds as readonly string[]).includes(field)) {
          chooseDocument(field as KycDocumentKind, null, message);
        } else if (field && stepOf(field) !== null) {
          goTo(stepOf(field) ?? 0);
          form.setError(field as keyof DetailsFormValues, { message });
        }
        toast.error(message);
      }
    },
    // A step the user left invalid (the date passed midnight): back to it.
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first && stepOf(first) !== null) goTo(stepOf(first) ?? 0);
    },
  );

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (step < STEP_COUNT - 1) {
      // Enter in a field of steps 1 to 3 means Next.
      event.preventDefault();
      if (stepValid) void next();
      return;
    }
    void submit(event);
  };

  const busy = submission.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <WizardProgress step={step} submitted={submitted} />
      <fieldset className="flex min-w-0 flex-col gap-5" disabled={busy}>
        <legend className="sr-only">{current.title()}</legend>
        <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-xl outline-none">
          {current.title()}
        </h2>
        {current.schema ? (
          <DetailsStepFields
            // A new set of inputs per step: reused ones would keep the previous step's text.
            key={current.schema}
            step={current.schema}
            register={form.register}
            control={form.control}
            errors={form.formState.errors}
          />
        ) : (
          <div className="grid gap-5 md:grid-cols-2">
            {kycDocumentKinds.map((kind) => (
              <DocumentField
                key={kind}
                kind={kind}
                file={documents[kind]}
                error={documentErrors[kind]}
                progress={busy ? progress[kind] : undefined}
                onChange={chooseDocument}
              />
            ))}
          </div>
        )}
      </fieldset>
      {!stepValid && !busy ? (
        <p className="text-slate-600 text-sm">
          {current.schema ? m.kyc_wizard_fill_step() : m.kyc_wizard_choose_documents()}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" disabled={step === 0 || busy} onClick={() => goTo(step - 1)}>
          <ArrowLeftIcon aria-hidden />
          {m.kyc_wizard_previous()}
        </Button>
        {step < STEP_COUNT - 1 ? (
          <Button key="next" type="button" disabled={!stepValid} onClick={() => void next()}>
            {m.kyc_wizard_next()}
            <ArrowRightIcon aria-hidden />
          </Button>
        ) : (
          <Button key="submit" type="submit" disabled={!stepValid || busy}>
            {busy ? (
              <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden />
            ) : (
              <SendIcon aria-hidden />
            )}
            {busy ? m.kyc_wizard_submitting() : m.kyc_wizard_submit()}
          </Button>
        )}
      </div>
    </form>
  );
}

function fieldOf(body: unknown): string | null {
  if (body && typeof body === "object" && "field" in body && typeof body.field === "string")
    return body.field;
  return null;
}
