import { nationalityForCountry } from "@/shared/kyc/nationalities";
import type { Profile } from "@/shared/profile/profile-schema";
import type { DetailsFormValues } from "@/web/features/kyc/lib/wizard-steps";

/**
 * What the wizard can take from the profile so the person types it once: the full name, and the
 * nationality when the profile's country names one (a suggestion: they may hold another).
 */
export function prefillFromProfile(
  profile: Pick<Profile, "firstName" | "lastName" | "country">,
): Partial<DetailsFormValues> {
  const fullName = [profile.firstName, profile.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
  const nationality = nationalityForCountry(profile.country);
  return { ...(fullName ? { fullName } : {}), ...(nationality ? { nationality } : {}) };
}
