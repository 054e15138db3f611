import { m } from "@/paraglide/messages";
import { showToast } from "@/web/lib/toast";

/** Copies `text` and says so (spec: "{label} copied to clipboard!" / "Failed to copy to clipboard."). */
export async function copyText(text: string, label: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast("success", m.common_copy_succeeded({ label }));
  } catch {
    showToast("error", m.common_copy_failed());
  }
}
