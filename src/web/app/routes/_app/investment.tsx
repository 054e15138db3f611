import { lazy, Suspense, useState } from "react";
import { m } from "@/paraglide/messages";
import { paths } from "@/shared/routes";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Container } from "@/web/components/ui/section";
import { PageSpinner, Spinner } from "@/web/components/ui/spinner";
import { InvestmentView } from "@/web/features/investment/components/investment-view";
import { VerificationDialog } from "@/web/features/payments/components/verification-dialog";
import { useTokenData } from "@/web/features/sale/api/get-token-data";
import { useAccountLive } from "@/web/lib/account-live";
import { usePublicChain } from "@/web/lib/public-chain";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: m.investment_meta_title(),
    description: m.investment_meta_description(),
    path: paths.investment,
    noindex: true,
  });

// wagmi and viem load with this page only, and only once the page shows the button.
const PayWithWallet = lazy(() => import("@/web/features/payments/wallet/pay-with-wallet"));

/** /investment: buy PXL by paying the sale wallet by hand or with a browser wallet, then verify. */
export default function InvestmentPage() {
  const live = useAccountLive();
  const tokenData = useTokenData({ live });
  const chain = usePublicChain();
  const [verifyOpen, setVerifyOpen] = useState(false);

  let content: React.ReactNode;
  if (tokenData.data) {
    content = (
      <InvestmentView
        data={tokenData.data}
        live={live}
        saleWallet={chain.data?.saleWallet}
        onPaymentSent={() => setVerifyOpen(true)}
        payWithWallet={(amountMicroUsdt, disabled) => (
          <Suspense fallback={<Spinner label={m.investment_loading_wallet_payment()} />}>
            <PayWithWallet amountMicroUsdt={amountMicroUsdt} disabled={disabled} />
          </Suspense>
        )}
      />
    );
  } else if (tokenData.isError) {
    content = (
      <Alert tone="danger" className="flex-col items-start">
        <p>{m.investment_error_loading()}</p>
        <Button variant="outline" size="sm" onClick={() => void tokenData.refetch()}>
          {m.investment_try_again()}
        </Button>
      </Alert>
    );
  } else {
    content = <PageSpinner label={m.investment_loading()} />;
  }

  return (
    <Container className="py-8 sm:py-10">
      {content}
      <VerificationDialog open={verifyOpen} onOpenChange={setVerifyOpen} />
    </Container>
  );
}
