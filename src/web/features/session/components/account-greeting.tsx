import { m } from "@/paraglide/messages";
import { greetingName } from "@/web/features/session/utils/greeting-name";
import type { SessionUser } from "@/web/lib/session";

/**
 * The dashboard's heading: whom it greets and the account's e-mail. "Welcome back" only for a
 * returning investor (one who holds PXL); a newcomer is welcomed.
 */
export function AccountGreeting({
  user,
  returning = false,
}: {
  user: Pick<SessionUser, "firstName" | "email">;
  returning?: boolean;
}) {
  return (
    <div>
      <h1 className="font-bold text-3xl tracking-tight">
        {returning
          ? m.session_welcome_back({ name: greetingName(user) })
          : m.session_welcome({ name: greetingName(user) })}
      </h1>
      {user.email ? <p className="mt-1 text-slate-600">{user.email}</p> : null}
    </div>
  );
}
