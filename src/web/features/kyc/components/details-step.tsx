import type { FieldErrors, UseFormRegister } from "react-hook-form";
import {
  documentTypeLabels,
  documentTypes,
  nationalities,
  nationalityLabels,
  todayIso,
} from "@/shared/kyc/kyc-schemas";
import { TextField } from "@/web/components/ui/field";
import { SelectField } from "@/web/features/kyc/components/select-field";
import type { DetailsFormValues, DetailsStep } from "@/web/features/kyc/lib/wizard-steps";

const nationalityOptions = nationalities.map((value) => ({ value, label: nationalityLabels[value] }));
const documentTypeOptions = documentTypes.map((value) => ({ value, label: documentTypeLabels[value] }));

/** The fields of one of the three detail steps. */
export function DetailsStepFields({
  step,
  register,
  errors,
}: {
  step: DetailsStep;
  register: UseFormRegister<DetailsFormValues>;
  errors: FieldErrors<DetailsFormValues>;
}) {
  const today = todayIso();
  if (step === "personal") {
    return (
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full name"
          hint="As it is written on your identity document."
          autoComplete="name"
          containerClassName="sm:col-span-2"
          error={errors.fullName?.message}
          {...register("fullName")}
        />
        <TextField
          label="Date of birth"
          type="date"
          max={today}
          autoComplete="bday"
          error={errors.dateOfBirth?.message}
          {...register("dateOfBirth")}
        />
        <SelectField
          label="Nationality"
          placeholder="Choose your nationality"
          options={nationalityOptions}
          error={errors.nationality?.message}
          {...register("nationality")}
        />
      </div>
    );
  }
  if (step === "address") {
    return (
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Address"
          autoComplete="street-address"
          containerClassName="sm:col-span-2"
          error={errors.address?.message}
          {...register("address")}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register("city")}
        />
        <TextField
          label="Postal code"
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...register("postalCode")}
        />
      </div>
    );
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label="Document type"
        placeholder="Choose a document"
        options={documentTypeOptions}
        className="sm:col-span-2"
        error={errors.documentType?.message}
        {...register("documentType")}
      />
      <TextField
        label="Document number"
        autoComplete="off"
        error={errors.documentNumber?.message}
        {...register("documentNumber")}
      />
      <TextField
        label="Expiry date"
        type="date"
        min={today}
        error={errors.expiryDate?.message}
        {...register("expiryDate")}
      />
    </div>
  );
}
