import { Link, useParams } from "react-router";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { publicClaimSlot, publicRoundClaimSlot } from "@/web/app/distribution/public-claim-slot";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Container } from "@/web/components/ui/section";
import { PageSpinner } from "@/web/components/ui/spinner";
import { usePublicRound } from "@/web/features/distribution/api/get-public-round";
import { RoundView } from "@/web/features/distribution/components/round-view";
import { ApiRequestError } from "@/web/lib/api-request-error";
import { pageHref } from "@/web/lib/locale";
import { usePublicChain } from "@/web/lib/public-chain";
import { pageMeta } from "@/web/lib/seo";

export const meta = ({ params }: { params: { id?: string } }) =>
  pageMeta({
    title: m.round_meta_title(),
    description: m.round_meta_description(),
    path: `${paths.rounds}/${params.id ?? ""}`,
    // Rendered in the browser from the API: nothing for a search engine to read.
    noindex: true,
  });

/** /rounds/:id (public): a published round, checked in the browser, with a claim for every leaf. */
export default function RoundPage() {
  const { id = "" } = useParams();
  const round = usePublicRound(id);
  const chain = usePublicChain();
  let content: React.ReactNode;
  if (round.data) {
    content = (
      <RoundView
        round={round.data}
        explorerTxUrl={chain.data?.explorerTxUrl ?? null}
        renderClaim={publicClaimSlot}
        renderRoundClaim={publicRoundClaimSlot}
      />
    );
  } else if (round.isError) {
    const missing = round.error instanceof ApiRequestError && round.error.status === 404;
    content = (
      <Alert tone="danger" className="flex-col items-start">
        <p>{missing ? m.round_missing() : m.round_load_error()}</p>
        {missing ? (
          <Link
            to={pageHref(paths.home)}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {m.round_home()}
          </Link>
        ) : (
          <Button variant="outline" size="sm" onClick={() => void round.refetch()}>
            {m.round_try_again()}
          </Button>
        )}
      </Alert>
    );
  } else {
    content = <PageSpinner label={m.round_loading()} />;
  }
  return <Container className="flex flex-col gap-6 py-8 sm:py-12">{content}</Container>;
}
