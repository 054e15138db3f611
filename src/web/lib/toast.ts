import type { ExternalToast } from "sonner";

type ToastKind = "success" | "error" | "info";

/**
 * A toast from a public page's or an account page's component (sign-in, registration, password
 * reset). sonner loads with the first toast instead of with the page's first JavaScript, whose
 * evaluation it lengthened by inserting its stylesheet (issue 13); pages that load it anyway (the
 * investor area, the console) may import it directly.
 */
export function showToast(kind: ToastKind, message: string, options?: ExternalToast): void {
  void import("sonner").then(({ toast }) => (options ? toast[kind](message, options) : toast[kind](message)));
}
