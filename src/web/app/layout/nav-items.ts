import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";

/** The top navigation's page links; Product is a scroll target, handled apart. Labels are read at render. */
export const pageLinks = [
  { label: m.layout_nav_about, to: paths.about },
  { label: m.layout_nav_roadmap, to: paths.roadmap },
] as const;
