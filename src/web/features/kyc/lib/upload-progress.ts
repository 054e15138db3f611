/** Bytes of one file sent so far, of its size. */
export interface FileProgress {
  sent: number;
  total: number;
}

/**
 * Each file's share of a multipart upload's progress. The body is sent in order: the text fields
 * and part headers first, then the files one after the other; the bytes that are not file content
 * (`loaded` of `total` counts them too) are taken as coming first, so a file is shown complete only
 * once the whole of it has been sent.
 */
export function fileProgress(
  files: ReadonlyArray<{ size: number }>,
  loaded: number,
  total: number,
): FileProgress[] {
  const content = files.reduce((sum, file) => sum + file.size, 0);
  let offset = Math.max(0, total - content);
  return files.map(({ size }) => {
    const sent = Math.max(0, Math.min(size, loaded - offset));
    offset += size;
    return { sent, total: size };
  });
}
