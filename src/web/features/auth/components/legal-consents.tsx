import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { CheckboxField } from "@/web/features/auth/components/checkbox-field";
import type { RegisterFormValues } from "@/web/features/auth/components/register-form-values";
import { richMessage } from "@/web/features/auth/lib/rich-message";
import { pageHref } from "@/web/lib/locale";

function DocumentLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
      {children}
      <span className="sr-only"> {m.auth_new_tab()}</span>
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
      <legend className="mb-2 font-medium text-sm">{m.register_agreements()}</legend>
      <CheckboxField
        label={richMessage(m.register_accept_terms, {
          terms: <DocumentLink href={pageHref(paths.terms)}>{m.register_accept_terms_link()}</DocumentLink>,
        })}
        error={errors.acceptTerms?.message}
        {...register("acceptTerms")}
      />
      <CheckboxField
        label={richMessage(m.register_accept_privacy, {
          privacy: (
            <DocumentLink href={pageHref(paths.privacy)}>{m.register_accept_privacy_link()}</DocumentLink>
          ),
        })}
        error={errors.acceptPrivacy?.message}
        {...register("acceptPrivacy")}
      />
      <CheckboxField
        label={richMessage(m.register_accept_sale_agreement, {
          agreement: (
            <DocumentLink href={pageHref(paths.saleAgreement)}>
              {m.register_accept_sale_agreement_link()}
            </DocumentLink>
          ),
        })}
        error={errors.acceptSaleAgreement?.message}
        {...register("acceptSaleAgreement")}
      />
      <CheckboxField
        label={m.register_accept_kyc()}
        error={errors.acceptKyc?.message}
        {...register("acceptKyc")}
      />
    </fieldset>
  );
}
