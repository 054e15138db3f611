let loading: Promise<void> | undefined;

/**
 * Loads the ALTCHA widget on first use, so no public page carries it. The "external" build is
 * used because it keeps the CSP strict: its stylesheet and its proof-of-work worker are ordinary
 * files served from our origin, where the default build injects a <style> and starts its workers
 * from blob: URLs (which would need `worker-src blob:`).
 */
export function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    const [, , , { default: Pbkdf2Worker }] = await Promise.all([
      import("altcha/external"),
      import("altcha/altcha.css"),
      import("@/web/features/auth/components/captcha-field.css"),
      import("altcha/workers/pbkdf2?worker"),
    ]);
    // Our server issues PBKDF2/SHA-256 challenges (src/server/captcha/captcha.ts).
    globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
  })().catch((error: unknown) => {
    loading = undefined; // let a later mount try again
    throw error;
  });
  return loading;
}
