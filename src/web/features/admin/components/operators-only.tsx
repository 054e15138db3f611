import { ShieldXIcon } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Container } from "@/web/components/ui/section";

/** What a signed-in investor sees at /admin: a refusal and the way back, nothing of the console. */
export function OperatorsOnly() {
  return (
    <Container className="flex max-w-xl flex-col py-16">
      <Card>
        <CardContent className="flex flex-col items-start gap-4">
          <ShieldXIcon className="size-10 text-slate-500" aria-hidden />
          <h1 className="font-bold text-2xl tracking-tight">Operators only</h1>
          <p className="text-slate-700">This page is for operators only.</p>
          <Button asChild>
            <Link to={paths.dashboard}>Back to your dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
