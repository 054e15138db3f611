import { HistoryIcon, LandmarkIcon, TargetIcon } from "lucide-react";
import { m } from "@/paraglide/messages";
import { siteConfig } from "@/shared/site-config";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { ContentSection } from "@/web/components/ui/section";

/** Story, mission and legacy, read in the page's language when the section renders. */
const blocks = () => [
  {
    icon: HistoryIcon,
    title: m.about_story_title(),
    text: m.about_story_text({ academy: siteConfig.academyName, year: String(siteConfig.foundedYear) }),
  },
  {
    icon: TargetIcon,
    title: m.about_mission_title(),
    text: m.about_mission_text({ students: String(siteConfig.studentsPerYear) }),
  },
  {
    icon: LandmarkIcon,
    title: m.about_legacy_title(),
    text: m.about_legacy_text({ symbol: siteConfig.tokenSymbol }),
  },
];

/** Who the academy is: its story, mission and legacy. */
export function StoryMissionLegacy() {
  return (
    <ContentSection id="who-we-are" title={m.about_who_title()}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {blocks().map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader>
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <CardTitle className="mt-3">{title}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-slate-700">{text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
