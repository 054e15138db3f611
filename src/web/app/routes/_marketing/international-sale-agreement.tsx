import { PageHero } from "@/web/components/ui/section";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: "International Sale Agreement",
    description: "International Sale Agreement",
    path: "/international-sale-agreement",
  });

export default function Page() {
  return <PageHero title="International Sale Agreement" />;
}
