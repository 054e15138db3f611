import { m } from "@/paraglide/messages";
import type { ExclusionReason } from "@/shared/distribution/eligibility";
import { paths } from "@/shared/routes";

/** Where each reason a holder is left out of a round is put right: the identity check, or the profile's wallets. */
export const exclusionRemedy: Record<ExclusionReason, { to: string; text: () => string }> = {
  kyc_missing: { to: paths.kyc, text: m.distribution_remedy_verify },
  kyc_pending: { to: paths.kyc, text: m.distribution_remedy_see_check },
  kyc_rejected: { to: paths.kyc, text: m.distribution_remedy_resubmit },
  no_wallet: { to: paths.profile, text: m.distribution_remedy_link_wallet },
  wallet_in_use: { to: paths.profile, text: m.distribution_remedy_link_other },
};
