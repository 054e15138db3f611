import { Link } from "react-router";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { Container } from "@/web/components/ui/section";
import { pageHref } from "@/web/lib/locale";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: m.notfound_meta_title(),
    description: m.notfound_meta_description(),
    path: "/404",
    noindex: true,
  });

export default function NotFound() {
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <p className="font-bold text-7xl text-brand-600">404</p>
      <h1 className="mt-4 font-bold text-2xl sm:text-3xl">{m.notfound_title()}</h1>
      <p className="mt-3 max-w-md text-slate-600">{m.notfound_text()}</p>
      <Button asChild className="mt-8">
        <Link to={pageHref(paths.home)}>{m.common_return_home()}</Link>
      </Button>
    </Container>
  );
}
