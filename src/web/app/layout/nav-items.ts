import { paths } from "@/shared/routes";

/** The top navigation's page links; Product is a scroll target, handled apart. */
export const pageLinks = [
  { label: "About", to: paths.about },
  { label: "Roadmap", to: paths.roadmap },
] as const;
