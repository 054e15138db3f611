import type { Upload } from "@/server/kyc/upload-gate";

export type Received =
  | { ok: true; form: FormData }
  /** `full`: the gate's byte budget ran out while the body arrived; `unreadable`: not a form, or the client went away. */
  | { ok: false; reason: "full" | "unreadable" };

/**
 * Reads a multipart body, counting each chunk against the upload gate as it arrives, and stops at
 * the first chunk that does not fit. The form is parsed only once the whole body is here.
 */
export async function receiveUpload(request: Request, upload: Upload): Promise<Received> {
  const stream = request.body;
  if (!stream) return { ok: false, reason: "unreadable" };
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!upload.receive(value.byteLength)) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: "full" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  try {
    const contentType = request.headers.get("content-type") ?? "";
    // A request's chunks are never views of shared memory, which is all the DOM types fear here.
    const body = new Blob(chunks as Uint8Array<ArrayBuffer>[]);
    const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}
