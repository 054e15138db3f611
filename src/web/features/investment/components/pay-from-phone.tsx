import { SmartphoneIcon } from "lucide-react";
import { m } from "@/paraglide/messages";
import { paymentRequestUri } from "@/shared/chain/payment-request";
import { formatUsdtExact } from "@/shared/format/money";
import { buttonVariants } from "@/web/components/ui/button";
import { QrCode } from "@/web/components/ui/qr-code";
import { cn } from "@/web/lib/cn";
import { usePublicChain } from "@/web/lib/public-chain";

/**
 * The payment as an EIP-681 request: a QR code a wallet app scans (token, network, wallet and amount
 * filled in), and on a phone, where the wallet app is on the same device, a link that opens it.
 */
export function PayFromPhone({ amountMicroUsdt }: { amountMicroUsdt: bigint }) {
  const chain = usePublicChain().data;
  if (!chain || amountMicroUsdt <= 0n) return null;
  const uri = paymentRequestUri({
    usdt: chain.usdt,
    chainId: chain.chainId,
    saleWallet: chain.saleWallet,
    amountMicroUsdt,
  });
  const amount = formatUsdtExact(amountMicroUsdt);
  return (
    <section aria-labelledby="pay-from-phone" className="flex flex-col items-center gap-2 text-center">
      <h3 id="pay-from-phone" className="font-medium text-sm">
        {m.investment_phone_title()}
      </h3>
      <QrCode uri={uri} testId="payment-qr" label={m.investment_phone_qr_label({ amount })} />
      <p className="text-slate-600 text-xs">{m.investment_phone_scan_hint()}</p>
      {/* Phones (a touch screen, or narrow): the wallet app is on this device. */}
      <a
        href={uri}
        className={cn(
          buttonVariants({ variant: "outline" }),
          "hidden min-h-11 max-sm:inline-flex pointer-coarse:inline-flex",
        )}
      >
        <SmartphoneIcon aria-hidden="true" />
        {m.investment_phone_open_in_wallet()}
      </a>
    </section>
  );
}
