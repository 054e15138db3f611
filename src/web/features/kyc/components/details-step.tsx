import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";
import { documentTypeLabels, documentTypes, todayIso } from "@/shared/kyc/kyc-schemas";
import { TextField } from "@/web/components/ui/field";
import { NationalityField } from "@/web/features/kyc/components/nationality-field";
import { SelectField } from "@/web/features/kyc/components/select-field";
import type { DetailsFormValues, DetailsStep } from "@/web/features/kyc/lib/wizard-steps";

const documentTypeOptions = documentTypes.map((value) => ({ value, label: documentTypeLabels[value] }));

/** The fields of one of the three detail steps. */
export function DetailsStepFields({
  step,
  register,
  control,
  errors,
}: {
  step: DetailsStep;
  register: UseFormRegister<DetailsFormValues>;
  control: Control<DetailsFormValues>;
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
        <NationalityField control={control} error={errors.nationality?.message} />
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
