import { type ReactNode, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { quotePurchase } from "@/shared/investment/purchase";
import type { TokenData } from "@/shared/sale/token-data";
import { InvestmentHeader } from "@/web/features/investment/components/investment-header";
import { PurchaseCard } from "@/web/features/investment/components/purchase-card";
import { PurchaseDialog } from "@/web/features/investment/components/purchase-dialog";
import { SaleSidebar } from "@/web/features/investment/components/sale-sidebar";
import {
  SaleCompletedCard,
  SoldOutBanner,
  SoldOutDialog,
  soldOutToast,
} from "@/web/features/investment/components/sold-out";

/**
 * The investment page on the sale's figures. The route gives it the figures, the payment wallet,
 * the pay-with-wallet button (for the amount) and what to do once a payment was sent by hand.
 */
export function InvestmentView({
  data,
  live,
  saleWallet,
  payWithWallet,
  onPaymentSent,
}: {
  data: TokenData;
  live: boolean;
  saleWallet: string | undefined;
  payWithWallet?: (amountMicroUsdt: bigint | null, disabled: boolean) => ReactNode;
  onPaymentSent: () => void;
}) {
  const [amountText, setAmountText] = useState("");
  const [purchaseOpen, setPurchaseOpen] = useState(false);
  const [soldOutOpen, setSoldOutOpen] = useState(false);
  const soldOut = data.soldOut;
  const quote = quotePurchase(amountText, BigInt(data.totalRaised));
  const payable = quote.kind === "ok" && !quote.aboveRemaining && !soldOut ? quote : null;

  // On arrival at a sold-out sale, or when it sells out while the page is open: once.
  const announced = useRef(false);
  useEffect(() => {
    if (!soldOut || announced.current) return;
    announced.current = true;
    setPurchaseOpen(false);
    setSoldOutOpen(true);
    toast.error(soldOutToast());
  }, [soldOut]);

  const purchase = () => {
    if (soldOut) {
      toast.error(soldOutToast());
      setSoldOutOpen(true);
    } else if (payable) setPurchaseOpen(true);
  };

  return (
    <div className="flex flex-col gap-6">
      <InvestmentHeader soldOut={soldOut} live={live} />
      {soldOut ? <SoldOutBanner /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          {soldOut ? <SaleCompletedCard data={data} /> : null}
          <PurchaseCard
            amountText={amountText}
            onAmountText={setAmountText}
            quote={quote}
            soldOut={soldOut}
            onPurchase={purchase}
            payWithWallet={
              soldOut ? null : payWithWallet?.(payable?.amountMicroUsdt ?? null, payable === null)
            }
          />
        </div>
        <SaleSidebar data={data} saleWallet={saleWallet} />
      </div>
      {payable ? (
        <PurchaseDialog
          open={purchaseOpen}
          onOpenChange={setPurchaseOpen}
          amountMicroUsdt={payable.amountMicroUsdt}
          microTokens={payable.microTokens}
          saleWallet={saleWallet}
          onSent={() => {
            setPurchaseOpen(false);
            onPaymentSent();
          }}
        />
      ) : null}
      <SoldOutDialog open={soldOutOpen} onOpenChange={setSoldOutOpen} />
    </div>
  );
}
