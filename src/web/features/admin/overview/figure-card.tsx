import type { ReactNode } from "react";
import { Card, CardContent } from "@/web/components/ui/card";

/** One figure of the overview: what it is, the amount, and a line or link under it. */
export function FigureCard({
  label,
  value,
  children,
}: {
  label: string;
  value: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex h-full flex-col gap-1">
        <h3 className="font-medium text-slate-600 text-sm">{label}</h3>
        <p className="font-bold text-2xl text-slate-900 tabular-nums tracking-tight">{value}</p>
        {children ? <div className="mt-auto pt-1 text-slate-600 text-sm">{children}</div> : null}
      </CardContent>
    </Card>
  );
}
