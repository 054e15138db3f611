import { m } from "@/paraglide/messages";
import type { SessionUser } from "@/web/lib/session";

/** The greeting rule: the first name, else the part of the e-mail before "@", else "User". */
export function greetingName(user: Pick<SessionUser, "firstName" | "email">): string {
  const firstName = user.firstName?.trim();
  if (firstName) return firstName;
  const local = user.email?.split("@")[0]?.trim();
  return local || m.session_default_name();
}
