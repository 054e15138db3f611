/** The site's public address, fixed at build time (vite.config.ts). */
declare const __SITE_URL__: string;
