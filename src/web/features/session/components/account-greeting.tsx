import { greetingName } from "@/web/features/session/utils/greeting-name";
import type { SessionUser } from "@/web/lib/session";

/** The dashboard's heading: whom it greets and the account's e-mail. */
export function AccountGreeting({ user }: { user: Pick<SessionUser, "firstName" | "email"> }) {
  return (
    <div>
      <h1 className="font-bold text-3xl tracking-tight">Welcome back, {greetingName(user)}!</h1>
      {user.email ? <p className="mt-1 text-slate-600">{user.email}</p> : null}
    </div>
  );
}
