/**
 * The e2e demo chain's first block (playwright.config.ts passes it as LOCAL_CHAIN_START_TIME). Its clock
 * runs on from there, so a run of minutes dates every payment in June 2026: within H1 2026, before the
 * record date of the dividend in e2e/dividend.spec.ts.
 */
export const DEMO_CHAIN_START = "2026-06-01T00:00:00Z";
