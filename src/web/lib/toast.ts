import type { ExternalToast } from "sonner";

type ToastKind = "success" | "error" | "info";

/**
 * A toast from a public page's component. sonner loads with the first toast instead of with the
 * landing page's first JavaScript (issue 13); pages that load it anyway may import it directly.
 */
export function showToast(kind: ToastKind, message: string, options?: ExternalToast): void {
  void import("sonner").then(({ toast }) => (options ? toast[kind](message, options) : toast[kind](message)));
}
