import { z } from "zod";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";

/** Where a confirmation link lands when the person started from no particular page. */
export const DEFAULT_RETURN_PATH = paths.dashboard;

const BASE = "http://return-path.invalid";

/**
 * Whether `value` may be where a mail's link sends the browser: a path of this site's pages, never
 * another site. A browser reads "//host" and "/\host" as another host, and drops tabs and newlines
 * before it parses ("/\t/host" is "//host"), so those are refused outright; what is left must resolve
 * to this origin and keep its text. /api is refused too: a return path is a page, not an action.
 */
export function isReturnPath(value: string): boolean {
  if (!value.startsWith("/") || value.length > 512) return false;
  // Backslashes and control or space characters: browsers treat them in ways a check here cannot foresee.
  if (/[\\\s\p{Cc}]/u.test(value)) return false;
  if (value.startsWith("//")) return false;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return false;
  }
  if (url.origin !== BASE) return false;
  return url.pathname !== "/api" && !url.pathname.startsWith("/api/");
}

/** A return path given by a client (the register call, a resend): refused with a 400 when it is not one. */
export const returnPathSchema = z.string().refine(isReturnPath, { error: () => m.validation_return_path() });

/** `POST /api/account/register?redirectTo=...`: the page the confirmation link returns to. */
export const registerQuerySchema = z.object({ redirectTo: returnPathSchema.optional() });
