import { useCallback, useState } from "react";

export interface CaptchaFieldControl {
  /** Grows by one on every reset; the field resets its widget when it changes. */
  resets: number;
  onPayloadChange: (payload: string | null) => void;
}

/**
 * The state of a form's captcha: the solved payload (the `x-captcha-response` header value), or
 * null while unsolved, expired or after a reset. A solution is good for one request only, so a
 * failed submit must reset it.
 */
export function useCaptcha() {
  const [payload, setPayload] = useState<string | null>(null);
  const [resets, setResets] = useState(0);
  const reset = useCallback(() => {
    setPayload(null);
    setResets((n) => n + 1);
  }, []);
  const field: CaptchaFieldControl = { resets, onPayloadChange: setPayload };
  return { payload, solved: payload !== null, reset, field };
}
