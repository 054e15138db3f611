import { KeyRoundIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "@/web/components/ui/section";

/**
 * What an operator without two-factor sees at /admin/*: why, and the set-up itself (`children`:
 * the profile's two-factor card, given by the route). The console opens in place once it is on.
 */
export function TwoFactorRequired({ children }: { children: ReactNode }) {
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-10 sm:py-16">
      <div className="flex flex-col items-start gap-3">
        <KeyRoundIcon className="size-10 text-brand-600" aria-hidden />
        <h1 className="font-bold text-2xl tracking-tight">
          Set up two-factor authentication to use the console
        </h1>
        <p className="text-slate-700">
          Operators move money and read identity documents, so the console asks for a code from an
          authenticator app on your phone as well as your password. Turn it on below: the console opens as
          soon as it is on, and signing in will ask for a code from then on.
        </p>
      </div>
      {children}
    </Container>
  );
}
