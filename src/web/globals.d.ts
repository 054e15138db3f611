/** The site's public address, fixed at build time (vite.config.ts). */
declare const __SITE_URL__: string;

/** True in demo builds (no real money): the banner says so. Fixed at build time (vite.config.ts). */
declare const __DEMO__: boolean;
