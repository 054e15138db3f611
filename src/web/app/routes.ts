import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/_marketing/layout.tsx", [
    index("routes/_marketing/home.tsx"),
    route("about", "routes/_marketing/about.tsx"),
    route("roadmap", "routes/_marketing/roadmap.tsx"),
    route("whitepaper", "routes/_marketing/whitepaper.tsx"),
    route("terms-of-service", "routes/_marketing/terms-of-service.tsx"),
    route("privacy-policy", "routes/_marketing/privacy-policy.tsx"),
    route("international-sale-agreement", "routes/_marketing/international-sale-agreement.tsx"),
    route("*", "routes/_marketing/not-found.tsx"),
  ]),
] satisfies RouteConfig;
