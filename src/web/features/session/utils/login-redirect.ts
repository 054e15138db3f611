import { paths } from "@/shared/routes";
import { pageHref } from "@/web/lib/locale";

/** The login page's address that brings the visitor back to `pathname + search` after signing in. */
export function loginRedirect(pathname: string, search: string): string {
  return pageHref(`${paths.login}?redirectTo=${encodeURIComponent(pathname + search)}`);
}
