import { m } from "@/paraglide/messages";
import { Card, CardContent, CardTitle } from "@/web/components/ui/card";
import { ContentSection } from "@/web/components/ui/section";
import { initialsOf, teamMembers } from "@/web/features/marketing/about/team-members";

/** Six team cards with initials avatars. */
export function TeamSection() {
  return (
    <ContentSection id="team" title={m.about_team_title()}>
      <p className="max-w-3xl text-slate-700">{m.about_team_lead()}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {teamMembers.map((member) => (
          <li key={member.name()}>
            <Card className="h-full">
              <CardContent className="flex gap-4">
                <span
                  aria-hidden
                  className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-lg text-white"
                >
                  {initialsOf(member.name())}
                </span>
                <div>
                  <CardTitle>{member.name()}</CardTitle>
                  <p className="mt-1 font-medium text-brand-700 text-sm">{member.role()}</p>
                  <p className="mt-3 text-slate-600 text-sm">{member.bio()}</p>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
