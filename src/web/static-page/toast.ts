import type { ShowToast } from "@/web/features/newsletter/send-newsletter-form";
import { showToast } from "@/web/lib/toast";

let mounted: Promise<void> | undefined;

/**
 * A toast on a page whose document runs no React: the site's toaster (React and sonner)
 * loads and mounts with the first toast, the way the app loads sonner with its first.
 */
export const pageToast: ShowToast = (kind, message, options) => {
  mounted ??= import("@/web/static-page/toaster-root").then(({ mountToaster }) => mountToaster());
  void mounted.then(() => showToast(kind, message, options));
};
