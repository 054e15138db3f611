import { paths } from "@/shared/routes";

/** The login page's address that brings the visitor back to `pathname + search` after signing in. */
export function loginRedirect(pathname: string, search: string): string {
  return `${paths.login}?redirectTo=${encodeURIComponent(pathname + search)}`;
}
