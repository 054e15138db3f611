import { ShieldCheckIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "@/web/components/ui/section";
import { ConsoleNav } from "@/web/features/admin/components/console-nav";

/** The frame of every console page for an operator: the console's h1, its navigation, the page. */
export function ConsoleShell({ email, children }: { email: string; children: ReactNode }) {
  return (
    <Container className="flex flex-col gap-6 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h1 className="flex items-center gap-2 font-bold text-2xl tracking-tight sm:text-3xl">
          <ShieldCheckIcon className="size-7 text-brand-600" aria-hidden />
          Operator console
        </h1>
        <p className="text-slate-600 text-sm">
          Signed in as <span className="font-medium text-slate-900">{email}</span>
        </p>
      </div>
      <ConsoleNav />
      {children}
    </Container>
  );
}
