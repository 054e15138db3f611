import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { cn } from "@/web/lib/cn";
import { pageHref } from "@/web/lib/locale";

export function BackToHomeLink({ className }: { className?: string }) {
  return (
    <Link
      to={pageHref(paths.home)}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 text-sm underline-offset-4 hover:text-brand-900 hover:underline",
        className,
      )}
    >
      <ArrowLeftIcon className="size-4" aria-hidden />
      {m.legal_back_to_home()}
    </Link>
  );
}
