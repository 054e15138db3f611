import { toast } from "sonner";

/** Copies `text` and says so (spec: "{label} copied to clipboard!" / "Failed to copy to clipboard."). */
export async function copyText(text: string, label: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${label} copied to clipboard!`);
  } catch {
    toast.error("Failed to copy to clipboard.");
  }
}
