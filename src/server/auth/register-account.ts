import { getCurrentAdapter, runWithTransaction } from "@better-auth/core/context";
import { getLocale } from "@/paraglide/runtime";
import type { Auth } from "@/server/auth/auth";
import type { RegisterInput } from "@/shared/auth/register-schema";
import { legalDocumentVersions } from "@/shared/legal-versions";

/**
 * Creates the account (user with its profile fields, credential) and the record of what the person
 * signed, in one database transaction: Better Auth's sign-up joins the transaction opened here, and
 * the signature goes through the same transaction-bound adapter. If any part fails, nothing stays.
 *
 * An address that already has an account gets the same answer as a new one; Better Auth then
 * creates nothing and mails the owner instead.
 */
export async function registerAccount(
  auth: Auth,
  input: RegisterInput,
  request: { headers: Headers; ip: string; userAgent: string | null },
  /** Where the confirmation link lands, signed in: a page of this site (checked by the caller). */
  returnPath: string,
): Promise<void> {
  const context = await auth.$context;
  await runWithTransaction(context.adapter, async () => {
    const { user } = await auth.api.signUpEmail({
      headers: request.headers,
      body: {
        name: `${input.firstName.trim()} ${input.lastName.trim()}`,
        email: input.email,
        password: input.password,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        phone: input.phone.trim(),
        country: input.country.trim(),
        // The page's language (the request's Accept-Language): their e-mails, from the first, speak it.
        locale: getLocale(),
        callbackURL: returnPath,
      },
    });
    const adapter = await getCurrentAdapter(context.adapter);
    const created = await adapter.findOne({ model: "user", where: [{ field: "id", value: user.id }] });
    if (!created) return; // the synthetic answer for an existing address: nothing was created
    await adapter.create({
      model: "contractSignature",
      data: {
        userId: user.id,
        termsOfServiceVersion: legalDocumentVersions.termsOfService,
        privacyPolicyVersion: legalDocumentVersions.privacyPolicy,
        saleAgreementVersion: legalDocumentVersions.saleAgreement,
        kycRequirementAcknowledged: input.acceptKyc === true,
        signedAt: new Date(),
        ipAddress: request.ip,
        userAgent: request.userAgent,
      },
    });
  });
}
