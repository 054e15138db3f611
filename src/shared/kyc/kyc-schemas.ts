import { z } from "zod";
import { m } from "@/paraglide/messages";
import { isNationality, nationalityCodes, nationalityName } from "@/shared/kyc/nationalities";

/** Every nationality (kyc/nationalities.ts): the spec's seven values and all the others. */
export const nationalities = nationalityCodes;
/** The nationalities' English names, for the operator console (which speaks English only). */
export const nationalityLabels: Readonly<Record<string, string>> = Object.fromEntries(
  nationalityCodes.map((code) => [code, nationalityName(code, "en")]),
);

export const documentTypes = ["passport", "drivers_license", "national_id"] as const;
/** Each document type's name, in the current language (getters: read when shown). */
export const documentTypeLabels: Readonly<Record<(typeof documentTypes)[number], string>> = {
  get passport() {
    return m.kyc_document_type_passport();
  },
  get drivers_license() {
    return m.kyc_document_type_drivers_license();
  },
  get national_id() {
    return m.kyc_document_type_national_id();
  },
};

/** The sale agreement: buyers are 18 or older. */
export const MINIMUM_AGE = 18;

/** Today as YYYY-MM-DD in the local calendar (the browser's, the server's). */
export function todayIso(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whether someone born on `birth` is at least `years` old on `today` (both YYYY-MM-DD). */
export function isAtLeast(years: number, birth: string, today: string): boolean {
  const [by, bRest] = [Number(birth.slice(0, 4)), birth.slice(4)];
  // Dates of the same shape compare as text; a birthday on 29 February is reached on 1 March.
  return `${String(by + years).padStart(4, "0")}${bRest}` <= today;
}

/** A field's messages (messages/*.json, kyc_validation_*): whole sentences, in the current language. */
interface TextMessages {
  required: () => string;
  tooShort?: (limit: { min: string }) => string;
  tooLong: (limit: { max: string }) => string;
}

const text = ({ required, tooShort, tooLong }: TextMessages, max: number, min = 1) =>
  z
    .string({ error: () => required() })
    .trim()
    .min(1, { error: () => required() })
    .min(min, { error: () => (tooShort ? tooShort({ min: String(min) }) : required()) })
    .max(max, { error: () => tooLong({ max: String(max) }) });

const date = (required: () => string, invalid: () => string) =>
  z
    .string({ error: () => required() })
    .trim()
    .min(1, { error: () => required() })
    .refine(isCalendarDate, { error: () => invalid() });

/**
 * The wizard's steps; each step's Next is enabled only when its schema passes. `today` is a
 * parameter so that tests (and a server at midnight) agree on what "today" is.
 */
export function kycStepSchemas(today = todayIso()) {
  return {
    personal: z.object({
      fullName: text(
        {
          required: m.kyc_validation_full_name_required,
          tooShort: m.kyc_validation_full_name_min,
          tooLong: m.kyc_validation_full_name_max,
        },
        100,
        2,
      ),
      dateOfBirth: date(m.kyc_validation_date_of_birth_required, m.kyc_validation_date_of_birth_invalid)
        .refine((v) => v < today, { error: () => m.kyc_validation_date_of_birth_future() })
        .refine((v) => isAtLeast(MINIMUM_AGE, v, today), {
          error: () => m.kyc_validation_too_young({ age: String(MINIMUM_AGE) }),
        }),
      nationality: z
        .string({ error: () => m.kyc_validation_nationality_required() })
        .refine(isNationality, { error: () => m.kyc_validation_nationality_required() }),
    }),
    address: z.object({
      address: text(
        {
          required: m.kyc_validation_address_required,
          tooShort: m.kyc_validation_address_min,
          tooLong: m.kyc_validation_address_max,
        },
        200,
        3,
      ),
      city: text({ required: m.kyc_validation_city_required, tooLong: m.kyc_validation_city_max }, 100),
      postalCode: text(
        { required: m.kyc_validation_postal_code_required, tooLong: m.kyc_validation_postal_code_max },
        20,
      ),
    }),
    document: z.object({
      documentType: z.enum(documentTypes, { error: () => m.kyc_validation_document_type_required() }),
      documentNumber: text(
        {
          required: m.kyc_validation_document_number_required,
          tooShort: m.kyc_validation_document_number_min,
          tooLong: m.kyc_validation_document_number_max,
        },
        50,
        3,
      ),
      expiryDate: date(m.kyc_validation_expiry_date_required, m.kyc_validation_expiry_date_invalid).refine(
        (v) => v >= today,
        { error: () => m.kyc_validation_expired() },
      ),
    }),
  };
}

/** Everything the wizard sends besides the files: the form's values and `POST /api/kyc`'s fields. */
export function kycDetailsSchema(today = todayIso()) {
  const steps = kycStepSchemas(today);
  return steps.personal.extend(steps.address.shape).extend(steps.document.shape);
}
export type KycDetails = z.infer<ReturnType<typeof kycDetailsSchema>>;

export const kycFieldNames = [
  "fullName",
  "dateOfBirth",
  "nationality",
  "address",
  "city",
  "postalCode",
  "documentType",
  "documentNumber",
  "expiryDate",
] as const satisfies ReadonlyArray<keyof KycDetails>;

/** `GET /api/kyc`: the latest submission's state. */
export const kycStatusSchema = z.object({
  status: z.enum(["not_submitted", "pending", "verified", "rejected"]),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** The submission's outcomes, in the current language (getters: read when said). */
export const kycMessages = {
  get submitted() {
    return m.kyc_submit_done();
  },
  get alreadyPending() {
    return m.kyc_submit_already_pending();
  },
  get alreadyVerified() {
    return m.kyc_submit_already_verified();
  },
};
