import { PageHero } from "@/web/components/ui/section";
import { pageMeta } from "@/web/lib/seo";

export const meta = () => pageMeta({ title: "About", description: "About", path: "/about" });

export default function Page() {
  return <PageHero title="About" />;
}
