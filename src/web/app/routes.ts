import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { consolePaths, pathPatterns, paths } from "../../shared/routes";

/**
 * The router's path for a page named in src/shared/routes.ts, relative to its parent route ("/" for
 * layouts, which add no segment). Built from the shared names so links and routes cannot disagree.
 */
const under = (parent: string, path: string) => path.slice(parent === "/" ? 1 : parent.length + 1);
const top = (path: string) => under("/", path);
const inConsole = (path: string) => under(paths.admin, path);

export default [
  // The signed-in area: the layout shows a spinner while the session loads and sends visitors to /login.
  layout("routes/_app/layout.tsx", [
    route(top(paths.dashboard), "routes/_app/dashboard.tsx"),
    route(top(paths.investment), "routes/_app/investment.tsx"),
    route(top(paths.profile), "routes/_app/profile.tsx"),
    route(top(paths.kyc), "routes/_app/kyc.tsx"),
    // The operator console: inside the signed-in area (same sign-in guard and header); its layout
    // shows the console to operators only (GET /api/admin/me) and a refusal to everyone else.
    route(top(paths.admin), "routes/admin/layout.tsx", [
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
    ]),
  ]),
  // Account access: register, sign in (with two-factor), forgot and reset password. Client-only pages.
  layout("routes/_auth/layout.tsx", [
    route(top(paths.register), "routes/_auth/register.tsx"),
    route(top(paths.login), "routes/_auth/login.tsx"),
    route(top(paths.forgotPassword), "routes/_auth/forgot-password.tsx"),
    route(top(paths.resetPassword), "routes/_auth/reset-password.tsx"),
  ]),
  layout("routes/_marketing/layout.tsx", [
    index("routes/_marketing/home.tsx"),
    route(top(paths.about), "routes/_marketing/about.tsx"),
    route(top(paths.roadmap), "routes/_marketing/roadmap.tsx"),
    route(top(paths.whitepaper), "routes/_marketing/whitepaper.tsx"),
    route(top(paths.terms), "routes/_marketing/terms-of-service.tsx"),
    route(top(paths.privacy), "routes/_marketing/privacy-policy.tsx"),
    route(top(paths.saleAgreement), "routes/_marketing/international-sale-agreement.tsx"),
    // A published round, public: anyone checks its tree and claims for a leaf (issue 14).
    route(top(pathPatterns.round), "routes/_marketing/round.tsx"),
    route("*", "routes/_marketing/not-found.tsx"),
  ]),
] satisfies RouteConfig;
