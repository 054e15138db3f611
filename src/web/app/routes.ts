import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // The signed-in area: the layout shows a spinner while the session loads and sends visitors to /login.
  layout("routes/_app/layout.tsx", [
    route("dashboard", "routes/_app/dashboard.tsx"),
    route("investment", "routes/_app/investment.tsx"),
    route("profile", "routes/_app/profile.tsx"),
    route("kyc", "routes/_app/kyc.tsx"),
    // The operator console: inside the signed-in area (same sign-in guard and header); its layout
    // shows the console to operators only (GET /api/admin/me) and a refusal to everyone else.
    route("admin", "routes/admin/layout.tsx", [
      index("routes/admin/overview.tsx"),
      route("payments", "routes/admin/payments.tsx"),
      route("attribution-requests", "routes/admin/attribution-requests.tsx"),
      route("transfers", "routes/admin/transfers.tsx"),
      route("investors", "routes/admin/investors.tsx"),
      route("kyc", "routes/admin/kyc.tsx"),
      route("kyc/:id", "routes/admin/kyc-submission.tsx"),
      route("announcements", "routes/admin/announcements.tsx"),
      // Issue 14: the PXL distribution and the dividends (preview, draft, publish with the owner's wallet).
      route("distribution", "routes/admin/distribution.tsx"),
      route("dividends", "routes/admin/dividends.tsx"),
      route("exports", "routes/admin/exports.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("api", "routes/admin/api-reference.tsx"),
    ]),
  ]),
  // Account access: register, sign in (with two-factor), forgot and reset password. Client-only pages.
  layout("routes/_auth/layout.tsx", [
    route("register", "routes/_auth/register.tsx"),
    route("login", "routes/_auth/login.tsx"),
    route("forgot-password", "routes/_auth/forgot-password.tsx"),
    route("reset-password", "routes/_auth/reset-password.tsx"),
  ]),
  layout("routes/_marketing/layout.tsx", [
    index("routes/_marketing/home.tsx"),
    route("about", "routes/_marketing/about.tsx"),
    route("roadmap", "routes/_marketing/roadmap.tsx"),
    route("whitepaper", "routes/_marketing/whitepaper.tsx"),
    route("terms-of-service", "routes/_marketing/terms-of-service.tsx"),
    route("privacy-policy", "routes/_marketing/privacy-policy.tsx"),
    route("international-sale-agreement", "routes/_marketing/international-sale-agreement.tsx"),
    // A published round, public: anyone checks its tree and claims for a leaf (issue 14).
    route("rounds/:id", "routes/_marketing/round.tsx"),
    route("*", "routes/_marketing/not-found.tsx"),
  ]),
] satisfies RouteConfig;
