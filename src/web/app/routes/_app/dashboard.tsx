import { paths } from "@/shared/routes";
import { Container } from "@/web/components/ui/section";
import { AccountGreeting } from "@/web/features/session/components/account-greeting";
import { SignOutButton } from "@/web/features/session/components/sign-out-button";
import { useSignedInUser } from "@/web/features/session/hooks/use-signed-in-user";
import { TwoFactorCard } from "@/web/features/two-factor/components/two-factor-card";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Dashboard",
    description: "Your PXL investor dashboard: your account and its security.",
    path: paths.dashboard,
    noindex: true,
  });

/** The investor dashboard; for now the account and its security (the full dashboard follows). */
export default function Dashboard() {
  const user = useSignedInUser();
  return (
    <Container className="flex flex-col gap-10 py-10 sm:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <AccountGreeting user={user} />
        <SignOutButton variant="outline" className="self-start" />
      </div>
      <section aria-labelledby="security-title" className="flex max-w-2xl flex-col gap-4">
        <h2 id="security-title" className="font-bold text-2xl tracking-tight">
          Security
        </h2>
        <TwoFactorCard enabled={user.twoFactorEnabled === true} />
      </section>
    </Container>
  );
}
