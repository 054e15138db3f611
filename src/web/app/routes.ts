import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { baseLocale, type Locale, locales } from "../../shared/i18n/locales";
import { consolePaths, pathPatterns, paths } from "../../shared/routes";

/**
 * The router's path for a page named in src/shared/routes.ts, relative to its parent route ("/" for
 * layouts, which add no segment). Built from the shared names so links and routes cannot disagree.
 */
const under = (parent: string, path: string) => path.slice(parent === "/" ? 1 : parent.length + 1);
const inConsole = (path: string) => under(paths.admin, path);

/**
 * The site in one language: the same route files under /ka for Georgian (issue 15), each with an id of
 * its own so that switching language renders the page anew. The operator console speaks English only.
 */
function site(locale: Locale): RouteConfigEntry[] {
  const prefix = locale === baseLocale ? "" : `${locale}/`;
  const top = (path: string) => `${prefix}${under("/", path)}`;
  const id = (file: string) => (locale === baseLocale ? {} : { id: `${locale}/${file}` });
  const page = (path: string, file: string) => route(top(path), file, id(file));

  return [
    // The signed-in area: the layout shows a spinner while the session loads and sends visitors to /login.
    layout("routes/_app/layout.tsx", id("routes/_app/layout.tsx"), [
      page(paths.dashboard, "routes/_app/dashboard.tsx"),
      page(paths.investment, "routes/_app/investment.tsx"),
      page(paths.profile, "routes/_app/profile.tsx"),
      page(paths.kyc, "routes/_app/kyc.tsx"),
      // The operator console: inside the signed-in area (same sign-in guard and header); its layout
      // shows the console to operators only (GET /api/admin/me) and a refusal to everyone else.
      ...(locale === baseLocale ? [operatorConsole()] : []),
    ]),
    // Account access: register, sign in (with two-factor), forgot and reset password.
    layout("routes/_auth/layout.tsx", id("routes/_auth/layout.tsx"), [
      page(paths.register, "routes/_auth/register.tsx"),
      page(paths.login, "routes/_auth/login.tsx"),
      page(paths.forgotPassword, "routes/_auth/forgot-password.tsx"),
      page(paths.resetPassword, "routes/_auth/reset-password.tsx"),
    ]),
    layout("routes/_marketing/layout.tsx", id("routes/_marketing/layout.tsx"), [
      locale === baseLocale
        ? index("routes/_marketing/home.tsx")
        : route(locale, "routes/_marketing/home.tsx", id("routes/_marketing/home.tsx")),
      page(paths.about, "routes/_marketing/about.tsx"),
      page(paths.roadmap, "routes/_marketing/roadmap.tsx"),
      page(paths.whitepaper, "routes/_marketing/whitepaper.tsx"),
      page(paths.terms, "routes/_marketing/terms-of-service.tsx"),
      page(paths.privacy, "routes/_marketing/privacy-policy.tsx"),
      page(paths.saleAgreement, "routes/_marketing/international-sale-agreement.tsx"),
      // A published round, public: anyone checks its tree and claims for a leaf (issue 14).
      page(pathPatterns.round, "routes/_marketing/round.tsx"),
      page("/*", "routes/_marketing/not-found.tsx"),
    ]),
  ];
}

function operatorConsole(): RouteConfigEntry {
  return route(under("/", paths.admin), "routes/admin/layout.tsx", [
    index("routes/admin/overview.tsx"),
    route(inConsole(consolePaths.payments), "routes/admin/payments.tsx"),
    route(inConsole(consolePaths.attributionRequests), "routes/admin/attribution-requests.tsx"),
    route(inConsole(consolePaths.transfers), "routes/admin/transfers.tsx"),
    route(inConsole(consolePaths.investors), "routes/admin/investors.tsx"),
    route(inConsole(consolePaths.kyc), "routes/admin/kyc.tsx"),
    route(inConsole(pathPatterns.kycSubmission), "routes/admin/kyc-submission.tsx"),
    route(inConsole(consolePaths.announcements), "routes/admin/announcements.tsx"),
    // Issue 14: the PXL distribution and the dividends (preview, draft, publish with the owner's wallet).
    route(inConsole(consolePaths.distribution), "routes/admin/distribution.tsx"),
    route(inConsole(consolePaths.dividends), "routes/admin/dividends.tsx"),
    route(inConsole(consolePaths.exports), "routes/admin/exports.tsx"),
    route(inConsole(consolePaths.audit), "routes/admin/audit.tsx"),
    route(inConsole(consolePaths.apiReference), "routes/admin/api-reference.tsx"),
  ]);
}

// Georgian first: its /ka/* pages must not be taken by the English not-found page's "/*".
const languages = [...locales.filter((l) => l !== baseLocale), baseLocale].map(site);
// Each layout in every language side by side: the route manifest every page loads then repeats a
// layout's routes within gzip's window, which compresses the repeat to almost nothing (issue 13).
export default (languages[0] ?? []).flatMap((_, layout) =>
  languages.map((entries) => entries[layout]).filter((entry) => entry !== undefined),
) satisfies RouteConfig;
