import {
  BlocksIcon,
  CodeIcon,
  FileCodeIcon,
  LightbulbIcon,
  PiggyBankIcon,
  ShieldCheckIcon,
} from "lucide-react";
import { m } from "@/paraglide/messages";
import { Card, CardContent, CardTitle } from "@/web/components/ui/card";
import { ContentSection } from "@/web/components/ui/section";

/** The subjects, read in the page's language when the section renders. */
const topics = () => [
  {
    icon: BlocksIcon,
    title: m.about_courses_blockchain_title(),
    text: m.about_courses_blockchain_text(),
  },
  { icon: CodeIcon, title: m.about_courses_coding_title(), text: m.about_courses_coding_text() },
  {
    icon: FileCodeIcon,
    title: m.about_courses_contracts_title(),
    text: m.about_courses_contracts_text(),
  },
  {
    icon: PiggyBankIcon,
    title: m.about_courses_finance_title(),
    text: m.about_courses_finance_text(),
  },
  {
    icon: ShieldCheckIcon,
    title: m.about_courses_security_title(),
    text: m.about_courses_security_text(),
  },
  {
    icon: LightbulbIcon,
    title: m.about_courses_entrepreneurship_title(),
    text: m.about_courses_entrepreneurship_text(),
  },
];

/** The six subjects the academy teaches. */
export function CourseTopics() {
  return (
    <ContentSection id="courses" title={m.about_courses_title()}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {topics().map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardContent>
                <Icon className="size-6 text-brand-700" aria-hidden />
                <CardTitle className="mt-3">{title}</CardTitle>
                <p className="mt-2 text-slate-600 text-sm">{text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
