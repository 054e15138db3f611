import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { paths } from "@/shared/routes";
import { CheckboxField } from "@/web/features/auth/components/checkbox-field";
import type { RegisterFormValues } from "@/web/features/auth/components/register-form-values";

function DocumentLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The four boxes a person must tick to register; the documents open in a new tab so the form keeps its values. */
export function LegalConsents({
  register,
  errors,
}: {
  register: UseFormRegister<RegisterFormValues>;
  errors: FieldErrors<RegisterFormValues>;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium text-sm">Agreements</legend>
      <CheckboxField
        label={
          <>
            I agree to the <DocumentLink href={paths.terms}>Terms of Service</DocumentLink>
          </>
        }
        error={errors.acceptTerms?.message}
        {...register("acceptTerms")}
      />
      <CheckboxField
        label={
          <>
            I agree to the <DocumentLink href={paths.privacy}>Privacy Policy</DocumentLink>
          </>
        }
        error={errors.acceptPrivacy?.message}
        {...register("acceptPrivacy")}
      />
      <CheckboxField
        label={
          <>
            I agree to the{" "}
            <DocumentLink href={paths.saleAgreement}>International Sale Agreement</DocumentLink>
          </>
        }
        error={errors.acceptSaleAgreement?.message}
        {...register("acceptSaleAgreement")}
      />
      <CheckboxField
        label="I understand that KYC verification is required to participate"
        error={errors.acceptKyc?.message}
        {...register("acceptKyc")}
      />
    </fieldset>
  );
}
