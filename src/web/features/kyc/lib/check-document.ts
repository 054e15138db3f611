import { documentProblem, SNIFF_BYTES } from "@/shared/kyc/kyc-documents";

/**
 * The server's rules, applied before uploading: the type from the file's first bytes (never its
 * name or the type the browser guessed), and the size. The server checks again.
 */
export async function checkDocument(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return documentProblem(file.size, head);
}
