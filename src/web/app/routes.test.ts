import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { consolePaths, inEveryLocale, pathPatterns, paths } from "@/shared/routes";
import routes from "./routes";

/**
 * Every page the router renders, as a full path: layouts add no segment, a route with children is a
 * layout under its path (its index route is the page), an index route takes its parent's path.
 */
function routedPaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent || "/" : entry.path ? `${parent}/${entry.path}` : parent;
    const here = entry.index || (entry.path && !entry.children?.length) ? [own] : [];
    return [...here, ...routedPaths(entry.children ?? [], own === "/" ? "" : own)];
  });
}

describe("the router's pages and the shared path names", () => {
  const routed = routedPaths(routes);

  it("routes every named page, and nothing else but the not-found page", () => {
    // paths.rounds names a section (/rounds/<id>), routed through its pattern, not a page of its own.
    const { rounds: _section, ...pages } = paths;
    const { admin: _console, ...localized } = pages;
    const named = [
      // Every page in every language (/about, /ka/about); the operator console in English only.
      ...inEveryLocale([...Object.values(localized), pathPatterns.round, "/*"]),
      ...Object.values(consolePaths),
      pathPatterns.kycSubmission,
    ];
    expect([...new Set(routed)].sort()).toEqual([...new Set(named)].sort());
  });

  it("matches each page once", () => {
    expect(routed.length).toBe(new Set(routed).size);
  });

  it("keeps each layout's languages side by side, so the manifest's repeats compress", () => {
    const layouts = routes.map((entry) => entry.file);
    expect(layouts).toEqual([
      "routes/_app/layout.tsx",
      "routes/_app/layout.tsx",
      "routes/_auth/layout.tsx",
      "routes/_auth/layout.tsx",
      "routes/_marketing/layout.tsx",
      "routes/_marketing/layout.tsx",
    ]);
    // Georgian first in each pair: its routes carry their own ids.
    expect(routes.map((entry) => entry.id?.split("/")[0] ?? "en")).toEqual([
      "ka",
      "en",
      "ka",
      "en",
      "ka",
      "en",
    ]);
  });
});
