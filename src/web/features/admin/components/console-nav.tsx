import { NavLink } from "react-router";
import { consoleNavItems } from "@/web/features/admin/components/console-nav-items";
import { cn } from "@/web/lib/cn";
import { useDemoOutbox } from "@/web/lib/demo-outbox";

/**
 * The console's sections; the current one is marked aria-current="page". Wraps on a narrow screen.
 * In a demo without SMTP, the outbox too: the mails an operator's actions sent are there.
 */
export function ConsoleNav() {
  const outbox = useDemoOutbox();
  return (
    <nav aria-label="Operator console">
      <ul className="flex flex-wrap gap-1 border-slate-200 border-b pb-2">
        {consoleNavItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  "inline-flex h-11 items-center rounded-md px-3 font-medium text-sm transition-colors",
                  isActive
                    ? "bg-brand-600 text-white"
                    : "text-slate-700 hover:bg-slate-200/70 hover:text-slate-900",
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
        {outbox ? (
          <li>
            <a
              href={outbox}
              className="inline-flex h-11 items-center rounded-md px-3 font-medium text-brand-800 text-sm underline hover:bg-slate-200/70"
            >
              Demo outbox
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
