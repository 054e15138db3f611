import { toast } from "sonner";

/** Copies a text and says so in a toast with the spec's words: "{label} copied to clipboard!". */
export async function copyWithToast(text: string, label: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${label} copied to clipboard!`);
  } catch {
    toast.error("Failed to copy to clipboard.");
  }
}
