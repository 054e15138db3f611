import { m } from "@/paraglide/messages";
import { locales } from "@/shared/i18n/locales";

let loading: Promise<void> | undefined;

/**
 * The widget's own words, from our catalogues, for each of our languages (the widget picks them by
 * its `language` attribute). English is ALTCHA's own text; the Georgian is reviewed with ours.
 */
export function setWidgetStrings(): void {
  const registry = globalThis.$altcha.i18n;
  for (const locale of locales) {
    const options = { locale };
    const linkLabel = m.auth_captcha_widget_link_label({}, options);
    const link = `<a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="${linkLabel}">ALTCHA</a>`;
    registry.set(locale, {
      ...(registry.get(locale) ?? registry.get("en")),
      ariaLinkLabel: linkLabel,
      error: m.auth_captcha_widget_error({}, options),
      expired: m.auth_captcha_widget_expired({}, options),
      footer: m.auth_captcha_widget_footer({ altcha: link }, options),
      label: m.auth_captcha_widget_label({}, options),
      loading: m.auth_captcha_widget_loading({}, options),
      verificationRequired: m.auth_captcha_widget_required({}, options),
      verified: m.auth_captcha_widget_verified({}, options),
      verifying: m.auth_captcha_widget_verifying({}, options),
      waitAlert: m.auth_captcha_widget_wait({}, options),
    });
  }
}

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
    setWidgetStrings();
  })().catch((error: unknown) => {
    loading = undefined; // let a later mount try again
    throw error;
  });
  return loading;
}
