import { LogInIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Container } from "@/web/components/ui/section";

/**
 * What an operator whose sign-in has grown too old sees at /admin/*: the server's reason and the
 * way to the login page, which brings them back to `signInTo`'s page afterwards.
 */
export function SignInAgain({ reason, signInTo }: { reason: string; signInTo: string }) {
  return (
    <Container className="flex max-w-xl flex-col py-16">
      <Card>
        <CardContent className="flex flex-col items-start gap-4">
          <LogInIcon className="size-10 text-slate-500" aria-hidden />
          <h1 className="font-bold text-2xl tracking-tight">Please sign in again</h1>
          <p className="text-slate-700">
            {reason || "Your sign-in to the operator console has expired. Please sign in again to continue."}
          </p>
          <Button asChild>
            <Link to={signInTo}>Sign in again</Link>
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
