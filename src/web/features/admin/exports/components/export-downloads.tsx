import { DownloadIcon } from "lucide-react";
import { exportsOf } from "@/shared/admin/admin-contract";
import type { ExportName } from "@/shared/admin/exports";
import { buttonVariants } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";

const exportsList: ReadonlyArray<{ name: ExportName; title: string; action: string; about: string }> = [
  {
    name: "holders",
    title: "Token holders",
    action: "Download holders (CSV)",
    about:
      "Every investor holding PXL, with their primary wallet, tokens, amount invested and KYC status: the list for the token distribution in December 2026.",
  },
  {
    name: "newsletter",
    title: "Newsletter subscribers",
    action: "Download newsletter subscribers (CSV)",
    about: "Every active newsletter subscriber's e-mail address and the date they subscribed.",
  },
];

/**
 * The CSV files, downloaded straight from the server (which names the file, never caches it and
 * records each download in the audit log, since both hold personal data).
 */
export function ExportDownloads() {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {exportsList.map((item) => (
        <li key={item.name}>
          <Card className="flex h-full flex-col">
            <CardHeader>
              <h3 className="font-semibold text-lg leading-tight">{item.title}</h3>
            </CardHeader>
            <CardContent className="flex flex-1 flex-col items-start justify-between gap-4">
              <p className="text-slate-700 text-sm">{item.about}</p>
              <a
                href={exportsOf[item.name].path}
                download
                // The action's words wrap on a phone rather than push the page sideways.
                className={cn(buttonVariants(), "h-auto min-h-11 whitespace-normal py-2 text-left")}
              >
                <DownloadIcon aria-hidden />
                {item.action}
              </a>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
