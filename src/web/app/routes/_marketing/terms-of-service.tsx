import { PageHero } from "@/web/components/ui/section";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({ title: "Terms of Service", description: "Terms of Service", path: "/terms-of-service" });

export default function Page() {
  return <PageHero title="Terms of Service" />;
}
