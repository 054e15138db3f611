import { InfoIcon, ShoppingCartIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { m } from "@/paraglide/messages";
import { formatPercent, formatPrice, formatPxl, formatUsdt, formatUsdtExact } from "@/shared/format/money";
import {
  amountTextForTokens,
  POPULAR_TOKENS_PXL,
  type PurchaseQuote,
  QUICK_AMOUNTS_USDT,
} from "@/shared/investment/purchase";
import { MICRO } from "@/shared/money/units";
import { CAP_MICRO_USDT, costOfTokens, PRICE_MICRO_USDT } from "@/shared/sale/rules";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";

/** The purchase card: amount, tokens you receive, quick and popular choices, the summary and the buttons. */
export function PurchaseCard({
  amountText,
  onAmountText,
  quote,
  soldOut,
  onPurchase,
  payWithWallet,
}: {
  amountText: string;
  onAmountText: (text: string) => void;
  quote: PurchaseQuote;
  soldOut: boolean;
  onPurchase: () => void;
  /** The pay-with-wallet button, loaded by the page only when shown. */
  payWithWallet?: ReactNode;
}) {
  const inputId = useId();
  const problemId = useId();
  const ready = quote.kind === "ok" && !quote.aboveRemaining && !soldOut;
  const problem =
    quote.kind === "invalid"
      ? m.investment_amount_invalid()
      : quote.kind === "ok" && quote.aboveRemaining && !soldOut
        ? m.investment_amount_above_remaining({
            remaining: formatUsdtExact(quote.remainingMicroUsdt),
            cap: formatUsdt(CAP_MICRO_USDT, { shown: 0 }),
          })
        : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.investment_purchase_title()}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor={inputId}>{m.investment_amount_label()}</Label>
            <Input
              id={inputId}
              inputMode="decimal"
              autoComplete="off"
              placeholder={m.investment_amount_placeholder()}
              value={amountText}
              disabled={soldOut}
              aria-invalid={problem !== null || undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => onAmountText(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <span className="font-medium text-sm">{m.investment_tokens_received()}</span>
            <output
              htmlFor={inputId}
              aria-live="polite"
              className="flex h-10 items-center rounded-lg bg-brand-50 px-3 font-semibold text-brand-900"
            >
              {formatPxl(quote.kind === "ok" ? quote.microTokens : 0n)}
            </output>
          </div>
        </div>
        {problem ? (
          <Alert tone="danger" id={problemId}>
            <p>{problem}</p>
          </Alert>
        ) : null}

        <fieldset className="flex flex-col gap-2" disabled={soldOut}>
          <legend className="mb-2 font-medium text-sm">{m.investment_quick_select()}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {QUICK_AMOUNTS_USDT.map((amount) => (
              <Button
                key={amount}
                type="button"
                variant="outline"
                onClick={() => onAmountText(amount.toString())}
              >
                {formatUsdt(amount * MICRO, { shown: 0 })}
              </Button>
            ))}
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-2" disabled={soldOut}>
          <legend className="mb-2 font-medium text-sm">{m.investment_popular_amounts()}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {POPULAR_TOKENS_PXL.map((tokens) => (
              <Button
                key={tokens}
                type="button"
                variant="outline"
                className="h-auto flex-col gap-0.5 py-2"
                onClick={() => onAmountText(amountTextForTokens(tokens))}
              >
                <span>{formatPxl(tokens * MICRO)}</span>
                <span className="font-normal text-slate-600 text-xs">{formatUsdt(costOfTokens(tokens))}</span>
              </Button>
            ))}
          </div>
        </fieldset>

        <InvestmentSummary quote={quote} />

        <div className="flex flex-col gap-3 sm:flex-row">
          {/* flex-1 only in a row: in the phone's column its zero basis squeezed the button to 24 px. */}
          <Button type="button" size="lg" className="sm:flex-1" disabled={!ready} onClick={onPurchase}>
            <ShoppingCartIcon aria-hidden="true" />
            {m.investment_purchase_title()}
          </Button>
          {payWithWallet}
        </div>

        <p className="flex gap-2 text-slate-600 text-xs">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {m.investment_price_note({
            price: formatPrice(PRICE_MICRO_USDT),
            cap: formatUsdt(CAP_MICRO_USDT, { shown: 0 }),
          })}
        </p>
      </CardContent>
    </Card>
  );
}

function InvestmentSummary({ quote }: { quote: PurchaseQuote }) {
  const ok = quote.kind === "ok" ? quote : null;
  // [test id, label, value]: the test id stays English in every language.
  const rows: [string, string, string][] = [
    ["Tokens", m.investment_summary_tokens(), formatPxl(ok?.microTokens ?? 0n)],
    ["Price per token", m.investment_summary_price(), formatPrice(PRICE_MICRO_USDT)],
    ["Total investment", m.investment_summary_total(), formatUsdtExact(ok?.amountMicroUsdt ?? 0n)],
    ["Company Ownership", m.investment_summary_ownership(), formatPercent(ok?.ownershipPercent ?? "0.0000")],
  ];
  return (
    <section aria-labelledby="summary-title" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h3 id="summary-title" className="mb-3 font-semibold">
        {m.investment_summary_title()}
      </h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        {rows.map(([id, label, value]) => (
          <div key={id} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium" data-testid={`summary-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
