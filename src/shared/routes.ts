import { type Locale, locales, localizedPath, unlocalizedPath } from "./i18n/locales";

/** Every path of the site, named once. The server uses it to choose between prerendered pages and the shell. */
export const paths = {
  home: "/",
  about: "/about",
  roadmap: "/roadmap",
  whitepaper: "/whitepaper",
  terms: "/terms-of-service",
  privacy: "/privacy-policy",
  saleAgreement: "/international-sale-agreement",
  register: "/register",
  login: "/login",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  dashboard: "/dashboard",
  investment: "/investment",
  profile: "/profile",
  kyc: "/kyc",
  admin: "/admin",
  /** A published distribution or dividend round, public: /rounds/<id>. */
  rounds: "/rounds",
} as const;

/** The operator console's pages, in the order of its navigation. */
export const consolePaths = {
  overview: paths.admin,
  payments: `${paths.admin}/payments`,
  attributionRequests: `${paths.admin}/attribution-requests`,
  transfers: `${paths.admin}/transfers`,
  investors: `${paths.admin}/investors`,
  kyc: `${paths.admin}/kyc`,
  announcements: `${paths.admin}/announcements`,
  distribution: `${paths.admin}/distribution`,
  dividends: `${paths.admin}/dividends`,
  exports: `${paths.admin}/exports`,
  audit: `${paths.admin}/audit`,
  apiReference: `${paths.admin}/api`,
} as const;

/** Pages with a parameter, as the router matches them; links build them with the helpers below. */
export const pathPatterns = {
  round: `${paths.rounds}/:id`,
  kycSubmission: `${consolePaths.kyc}/:id`,
} as const;

/** A published round's public page. */
export const roundPath = (id: string | number) => `${paths.rounds}/${encodeURIComponent(String(id))}`;

/** A KYC submission's page in the console. */
export const kycSubmissionPath = (id: string) => `${consolePaths.kyc}/${encodeURIComponent(id)}`;

/** Public pages whose HTML is prerendered at build time and listed in the sitemap. */
export const prerenderedPaths = [
  paths.home,
  paths.about,
  paths.roadmap,
  paths.whitepaper,
  paths.terms,
  paths.privacy,
  paths.saleAgreement,
] as const;

/**
 * Account access pages, prerendered too so their form paints before JavaScript runs (issue 13), but
 * not for search engines: served with noindex and left out of the sitemap.
 */
export const prerenderedAuthPaths = [
  paths.register,
  paths.login,
  paths.forgotPassword,
  paths.resetPassword,
] as const;

/**
 * The investor area: rendered in the browser, from a frame prerendered per page and language (the
 * site's header and a spinner); not for search engines.
 */
export const clientPaths = [paths.dashboard, paths.investment, paths.profile, paths.kyc] as const;

/**
 * Sections whose every page renders in the browser: the operator console (/admin, /admin/kyc/<id>...)
 * and the public round pages (/rounds/<id>), which read the round from the API.
 */
export const clientSections = [paths.admin, paths.rounds] as const;

export const productHash = "#product";
export const productSectionId = "product";

/** A list of pages in every language of the site: /about and /ka/about (issue 15). */
export const inEveryLocale = (pages: readonly string[]): string[] =>
  locales.flatMap((locale: Locale) => pages.map((page) => localizedPath(page, locale)));

/** Pages in the reader's language; the operator console speaks English only. */
export const isLocalizedPage = (pathname: string) => {
  const bare = unlocalizedPath(pathname);
  return bare !== paths.admin && !bare.startsWith(`${paths.admin}/`);
};
