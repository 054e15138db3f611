import { Card, CardContent, CardHeader } from "@/web/components/ui/card";
import { DividendForm } from "@/web/features/admin/distribution/components/dividend-form";
import { RoundsSection } from "@/web/features/admin/distribution/components/rounds-section";

/** /admin/dividends: a half-year's preview and draft, and the saved dividend rounds. */
export function DividendsConsole() {
  return (
    <div className="flex flex-col gap-8">
      <Card>
        <CardHeader>
          <h3 className="font-semibold text-lg leading-tight">New dividend</h3>
        </CardHeader>
        <CardContent>
          <DividendForm />
        </CardContent>
      </Card>
      <RoundsSection kind="dividend" />
    </div>
  );
}
