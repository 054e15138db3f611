/** The import boundaries of ARCHITECTURE.md, checked by `npm run lint`. */
module.exports = {
  forbidden: [
    {
      name: "web-not-server",
      comment:
        "Browser code never imports server code: it would leak secrets or Node modules into the bundle.",
      severity: "error",
      from: { path: "^src/web" },
      to: { path: "^src/server" },
    },
    {
      name: "server-not-web",
      comment: "The server never imports browser code.",
      severity: "error",
      from: { path: "^src/server" },
      to: { path: "^src/web" },
    },
    {
      name: "shared-is-pure",
      comment: "src/shared is isomorphic: it imports neither side.",
      severity: "error",
      from: { path: "^src/shared" },
      to: { path: "^src/(web|server)" },
    },
    {
      name: "web-feature-isolation",
      comment: "A web feature never imports another feature; routes compose them.",
      severity: "error",
      from: { path: "^src/web/features/([^/]+)/" },
      to: { path: "^src/web/features/([^/]+)/", pathNot: "^src/web/features/$1/" },
    },
    {
      name: "ui-imports-no-feature",
      comment: "Shared building blocks import no feature.",
      severity: "error",
      from: { path: "^src/web/(components|lib)/" },
      to: { path: "^src/web/features/" },
    },
    {
      name: "public-pages-without-auth-client",
      comment:
        "The landing and other public pages must not load Better Auth's client (their JavaScript would grow); they read the session through src/web/lib/session.ts.",
      severity: "error",
      from: { path: "^src/web/app/(root\\.tsx|routes/_marketing/|layout/)" },
      to: { path: "^(src/web/lib/auth-client\\.ts|node_modules/better-auth/)", reachable: true },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
