import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";
import { m } from "@/paraglide/messages";
import { documentTypeLabels, documentTypes, todayIso } from "@/shared/kyc/kyc-schemas";
import { TextField } from "@/web/components/ui/field";
import { NationalityField } from "@/web/features/kyc/components/nationality-field";
import { SelectField } from "@/web/features/kyc/components/select-field";
import type { DetailsFormValues, DetailsStep } from "@/web/features/kyc/lib/wizard-steps";

// Built when shown: the labels are in the page's language.
const documentTypeOptions = () => documentTypes.map((value) => ({ value, label: documentTypeLabels[value] }));

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
          label={m.kyc_details_full_name()}
          hint={m.kyc_details_full_name_hint()}
          autoComplete="name"
          containerClassName="sm:col-span-2"
          error={errors.fullName?.message}
          {...register("fullName")}
        />
        <TextField
          label={m.kyc_details_date_of_birth()}
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
          label={m.kyc_details_address()}
          autoComplete="street-address"
          containerClassName="sm:col-span-2"
          error={errors.address?.message}
          {...register("address")}
        />
        <TextField
          label={m.kyc_details_city()}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register("city")}
        />
        <TextField
          label={m.kyc_details_postal_code()}
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
        label={m.kyc_details_document_type()}
        placeholder={m.kyc_details_document_type_placeholder()}
        options={documentTypeOptions()}
        className="sm:col-span-2"
        error={errors.documentType?.message}
        {...register("documentType")}
      />
      <TextField
        label={m.kyc_details_document_number()}
        autoComplete="off"
        error={errors.documentNumber?.message}
        {...register("documentNumber")}
      />
      <TextField
        label={m.kyc_details_expiry_date()}
        type="date"
        min={today}
        error={errors.expiryDate?.message}
        {...register("expiryDate")}
      />
    </div>
  );
}
