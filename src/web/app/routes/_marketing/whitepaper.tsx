import { PageHero } from "@/web/components/ui/section";
import { pageMeta } from "@/web/lib/seo";

export const meta = () => pageMeta({ title: "Whitepaper", description: "Whitepaper", path: "/whitepaper" });

export default function Page() {
  return <PageHero title="Whitepaper" />;
}
