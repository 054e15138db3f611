import { m } from "@/paraglide/messages";

/** The request header that carries the ALTCHA solution (a body field would be consumed before Better Auth reads it). */
export const CAPTCHA_HEADER = "x-captcha-response";

/**
 * What the server answers for each captcha failure; the expired text is the spec's. Each is read when
 * it is needed (a getter), so it is in the language of the request or of the page.
 */
export const captchaMessages = {
  get missing() {
    return m.validation_captcha_missing();
  },
  get invalid() {
    return m.validation_captcha_invalid();
  },
  get expired() {
    return m.validation_captcha_expired();
  },
  get replayed() {
    return m.validation_captcha_replayed();
  },
};

/**
 * Where the widget asks for a challenge (the contract's path, `getCaptchaChallenge`): here, apart from
 * the contracts, so that the forms load no schemas before they are used.
 */
export const CAPTCHA_CHALLENGE_PATH = "/api/captcha/challenge";
