import {
  BlocksIcon,
  CodeIcon,
  FileCodeIcon,
  LightbulbIcon,
  PiggyBankIcon,
  ShieldCheckIcon,
} from "lucide-react";
import { Card, CardContent, CardTitle } from "@/web/components/ui/card";
import { ContentSection } from "@/web/components/ui/section";

const topics = [
  {
    icon: BlocksIcon,
    title: "Blockchain fundamentals",
    text: "How blockchains, wallets and tokens work, from transactions and blocks to layer-2 networks.",
  },
  {
    icon: CodeIcon,
    title: "Coding",
    text: "Programming from the first line: JavaScript, TypeScript and building web applications.",
  },
  {
    icon: FileCodeIcon,
    title: "Smart-contract development",
    text: "Writing, testing and deploying contracts in Solidity, with the mistakes auditors look for.",
  },
  {
    icon: PiggyBankIcon,
    title: "Financial education",
    text: "Budgeting, saving, investing and understanding risk, for personal life and for a business.",
  },
  {
    icon: ShieldCheckIcon,
    title: "Digital security",
    text: "Protecting accounts, keys and funds: self-custody, phishing and safe habits online.",
  },
  {
    icon: LightbulbIcon,
    title: "Digital entrepreneurship",
    text: "Turning an idea into a product: planning, pitching, and the legal basics of a start-up.",
  },
];

/** The six subjects the academy teaches. */
export function CourseTopics() {
  return (
    <ContentSection id="courses" title="What we teach">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {topics.map(({ icon: Icon, title, text }) => (
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
