/** The public pages of the site: path, the exact text of their single h1, and what their <title> looks like. */
export interface PublicRoute {
  path: string;
  h1: string;
  /** The document title of the prerendered page (every page but home ends with "| Pixel Academy"). */
  title: RegExp;
}

export const publicRoutes: readonly PublicRoute[] = [
  { path: "/", h1: "Invest in Education, Empower the Future", title: /PXL.*\| Pixel Academy$/ },
  { path: "/about", h1: "About Pixel Academy", title: /About.*\| Pixel Academy$/ },
  { path: "/roadmap", h1: "Roadmap", title: /Roadmap.*\| Pixel Academy$/ },
  { path: "/whitepaper", h1: "PXL Whitepaper", title: /Whitepaper.*\| Pixel Academy$/ },
  { path: "/terms-of-service", h1: "Terms of Service", title: /Terms of Service.*\| Pixel Academy$/ },
  { path: "/privacy-policy", h1: "Privacy Policy", title: /Privacy Policy.*\| Pixel Academy$/ },
  {
    path: "/international-sale-agreement",
    h1: "International Sale Agreement",
    title: /International Sale Agreement.*\| Pixel Academy$/,
  },
];

export function routeFor(path: string): PublicRoute {
  const route = publicRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`no public route ${path}`);
  return route;
}

/** Any path the site does not know. */
export const unknownPath = "/this-page-does-not-exist";
export const notFoundH1 = "Oops! Page not found";

/** Pages rendered in the browser from the shell; the server marks them noindex. */
export const noindexPaths = ["/login", "/register"] as const;

export const contactEmail = "invest@pixelacademy.ge";
