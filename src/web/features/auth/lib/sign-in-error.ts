import { m } from "@/paraglide/messages";
import { serverMessage } from "@/web/features/auth/api/auth-request";
import { ApiRequestError } from "@/web/lib/api-request-error";

/** The sign-in's toasts and alerts, each read in the page's language when shown. */
export const signInMessages = {
  get success() {
    return m.login_success();
  },
  get invalidCredentials() {
    return m.login_invalid_credentials();
  },
  get emailNotConfirmed() {
    return m.login_email_not_confirmed();
  },
  get failed() {
    return m.login_failed();
  },
  get twoFactorExpired() {
    return m.login_two_factor_expired();
  },
};

export interface SignInFailure {
  message: string;
  /** The account exists but its e-mail is not confirmed: the login page offers a new link. */
  emailNotConfirmed: boolean;
}

/** The spec's message for a failed sign-in (error catalogue, section 8). */
export function signInFailure(error: unknown): SignInFailure {
  if (error instanceof ApiRequestError) {
    if (error.status === 403 && error.code === "EMAIL_NOT_VERIFIED") {
      return { message: signInMessages.emailNotConfirmed, emailNotConfirmed: true };
    }
    if (error.status === 401) return { message: signInMessages.invalidCredentials, emailNotConfirmed: false };
  }
  return { message: serverMessage(error) ?? signInMessages.failed, emailNotConfirmed: false };
}

/**
 * A failed second step. When the pending sign-in is gone (its cookie expired, or too many wrong
 * codes) the person has to start over from the password form.
 */
export function twoFactorFailure(error: unknown): { message: string; restart: boolean } {
  if (
    error instanceof ApiRequestError &&
    (error.code === "INVALID_TWO_FACTOR_COOKIE" || error.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE")
  ) {
    return {
      message: error.code === "INVALID_TWO_FACTOR_COOKIE" ? signInMessages.twoFactorExpired : error.message,
      restart: true,
    };
  }
  return { message: serverMessage(error) ?? signInMessages.failed, restart: false };
}
