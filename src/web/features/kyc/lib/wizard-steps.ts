import { m } from "@/paraglide/messages";
import type { KycDetails } from "@/shared/kyc/kyc-schemas";

export type DetailsStep = "personal" | "address" | "document";

/** The wizard's four steps: three of details, then the documents. */
export const wizardSteps = [
  {
    title: m.kyc_wizard_step_personal,
    schema: "personal",
    fields: ["fullName", "dateOfBirth", "nationality"],
  },
  { title: m.kyc_wizard_step_address, schema: "address", fields: ["address", "city", "postalCode"] },
  {
    title: m.kyc_wizard_step_document,
    schema: "document",
    fields: ["documentType", "documentNumber", "expiryDate"],
  },
  { title: m.kyc_wizard_step_upload, schema: null, fields: [] },
] as const satisfies ReadonlyArray<{
  /** A message function: the title is read when shown, in the page's language. */
  title: () => string;
  schema: DetailsStep | null;
  fields: ReadonlyArray<keyof KycDetails>;
}>;

export const STEP_COUNT = wizardSteps.length;

/**
 * The percent complete shown with "Step n of 4": the steps finished so far, so step 1 is 0% and
 * step 4 is 75%; 100% only once the submission is accepted.
 */
export function wizardPercent(step: number, submitted: boolean): number {
  if (submitted) return 100;
  const done = Math.max(0, Math.min(step, STEP_COUNT - 1));
  return Math.round((done / STEP_COUNT) * 100);
}

export const emptyDetails = {
  fullName: "",
  dateOfBirth: "",
  nationality: "",
  address: "",
  city: "",
  postalCode: "",
  documentType: "",
  documentNumber: "",
  expiryDate: "",
};
export type DetailsFormValues = typeof emptyDetails;

/** The step (0-based) that holds a field, for a refusal the server names. */
export function stepOf(field: string): number | null {
  const index = wizardSteps.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index < 0 ? null : index;
}
