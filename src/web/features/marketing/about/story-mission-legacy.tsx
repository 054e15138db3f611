import { HistoryIcon, LandmarkIcon, TargetIcon } from "lucide-react";
import { siteConfig } from "@/shared/site-config";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { ContentSection } from "@/web/components/ui/section";

const blocks = [
  {
    icon: HistoryIcon,
    title: "Our story",
    text: `${siteConfig.academyName} opened in ${siteConfig.city} in ${siteConfig.foundedYear} with one idea: the skills that shape the digital economy should be taught by people who use them every day. We started with blockchain and coding classes and added financial education, because knowing how to build is only half of the job; knowing how money works is the other half.`,
  },
  {
    icon: TargetIcon,
    title: "Our mission",
    text: `To give up to ${siteConfig.studentsPerYear} students a year practical, job-ready skills in blockchain, software development and personal finance, in small groups, at a fair price, and with teachers who stay with them until they can work on their own.`,
  },
  {
    icon: LandmarkIcon,
    title: "Our legacy",
    text: `As the first tokenized business in Georgia, we let the people who believe in the school own part of it. Holders of ${siteConfig.tokenSymbol} share in its profits and have a voice in its decisions, so the academy grows with its community rather than apart from it.`,
  },
];

/** Who the academy is: its story, mission and legacy. */
export function StoryMissionLegacy() {
  return (
    <ContentSection id="who-we-are" title="Who we are">
      <ul className="grid gap-6 lg:grid-cols-3">
        {blocks.map(({ icon: Icon, title, text }) => (
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
