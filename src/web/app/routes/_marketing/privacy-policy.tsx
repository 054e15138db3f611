import { PageHero } from "@/web/components/ui/section";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({ title: "Privacy Policy", description: "Privacy Policy", path: "/privacy-policy" });

export default function Page() {
  return <PageHero title="Privacy Policy" />;
}
