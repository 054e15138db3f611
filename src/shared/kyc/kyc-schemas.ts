import { z } from "zod";
import { isNationality, nationalityCodes, nationalityName } from "@/shared/kyc/nationalities";

/** Every nationality (kyc/nationalities.ts): the spec's seven values and all the others. */
export const nationalities = nationalityCodes;
export const nationalityLabels: Readonly<Record<string, string>> = Object.fromEntries(
  nationalityCodes.map((code) => [code, nationalityName(code)]),
);

export const documentTypes = ["passport", "drivers_license", "national_id"] as const;
export const documentTypeLabels: Record<(typeof documentTypes)[number], string> = {
  passport: "Passport",
  drivers_license: "Driver's license",
  national_id: "National ID card",
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

const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be less than ${max} characters`);

const date = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isCalendarDate, `${label} must be a valid date`);

/**
 * The wizard's steps; each step's Next is enabled only when its schema passes. `today` is a
 * parameter so that tests (and a server at midnight) agree on what "today" is.
 */
export function kycStepSchemas(today = todayIso()) {
  return {
    personal: z.object({
      fullName: text("Full name", 100, 2),
      dateOfBirth: date("Date of birth")
        .refine((v) => v < today, "Date of birth must be in the past")
        .refine(
          (v) => isAtLeast(MINIMUM_AGE, v, today),
          `You must be at least ${MINIMUM_AGE} years old to take part in the sale`,
        ),
      nationality: z
        .string({ error: "Please choose your nationality" })
        .refine(isNationality, "Please choose your nationality"),
    }),
    address: z.object({
      address: text("Address", 200, 3),
      city: text("City", 100),
      postalCode: text("Postal code", 20),
    }),
    document: z.object({
      documentType: z.enum(documentTypes, { error: "Please choose a document type" }),
      documentNumber: text("Document number", 50, 3),
      expiryDate: date("Expiry date").refine((v) => v >= today, "This document has expired"),
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

export const kycMessages = {
  submitted: "Your documents were submitted for review.",
  alreadyPending: "Your identity check is already under review. You can submit again only if it is rejected.",
  alreadyVerified: "Your identity is already verified.",
} as const;
