import { paths } from "@/shared/routes";
import { pageHref } from "@/web/lib/locale";

/**
 * Where to go after sign-in: the page the visitor was sent from, if it is a path on this site,
 * else the dashboard. "//host" and "/\host" are other sites to a browser, so they are refused.
 */
export function safeRedirect(
  target: string | null | undefined,
  fallback: string = pageHref(paths.dashboard),
): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return fallback;
  }
  return target;
}
