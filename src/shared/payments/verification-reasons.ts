import { m } from "@/paraglide/messages";

/**
 * Why a payment could not be verified by its hash: the spec's catalogue, in words for the investor.
 * Each reason is read when it is needed, in the current language (the request's on the server, the
 * page's in the browser): getters, never a string fixed when the module loads.
 */
export const verificationReasons = {
  get invalid_hash() {
    return m.payments_reason_invalid_hash();
  },
  get not_found() {
    return m.payments_reason_not_found();
  },
  get not_mined_yet() {
    return m.payments_reason_not_mined_yet();
  },
  get failed() {
    return m.payments_reason_failed();
  },
  get not_usdt() {
    return m.payments_reason_not_usdt();
  },
  get wrong_recipient() {
    return m.payments_reason_wrong_recipient();
  },
  get unparseable() {
    return m.payments_reason_unparseable();
  },
  get zero_value() {
    return m.payments_reason_zero_value();
  },
  get from_sale_wallet() {
    return m.payments_reason_from_sale_wallet();
  },
  get before_start() {
    return m.payments_reason_before_start();
  },
} as const;

export type VerificationReason = keyof typeof verificationReasons;
