import { PageHero } from "@/web/components/ui/section";
import { pageMeta } from "@/web/lib/seo";

export const meta = () => pageMeta({ title: "Roadmap", description: "Roadmap", path: "/roadmap" });

export default function Page() {
  return <PageHero title="Roadmap" />;
}
