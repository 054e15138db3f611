import { renderEmail } from "@/server/mail/email-layout";
import type { MailMessage } from "@/server/mail/mailer";
import { tokenUnitsToMicroPxl } from "@/shared/distribution/pxl-token";
import { formatPrice, formatPxl, formatUsdt, formatUsdtExact } from "@/shared/format/money";
import { paymentStatusLabel } from "@/shared/format/statuses";
import { paths } from "@/shared/routes";
import { PRICE_MICRO_USDT } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";

export interface Recipient {
  email: string;
  firstName?: string | null;
}

const greeting = (to: Recipient) => `Hello ${to.firstName?.trim() || "there"},`;

export function kycDecisionMessage(
  to: Recipient,
  decision: { status: "verified" | "rejected"; reason: string | null },
  baseUrl: string,
): MailMessage {
  if (decision.status === "verified") {
    return {
      to: to.email,
      ...renderEmail({
        subject: "Your identity is verified",
        heading: "Your identity is verified",
        paragraphs: [
          greeting(to),
          `We checked the documents you sent: your identity is verified. Your dashboard now shows it, and you can take part in the ${siteConfig.product} private sale in full.`,
          ...(decision.reason ? [`A note from our team: ${decision.reason}`] : []),
        ],
        action: { label: "Open my dashboard", url: `${baseUrl}${paths.dashboard}` },
      }),
    };
  }
  return {
    to: to.email,
    ...renderEmail({
      subject: "Your identity check needs another look",
      heading: "We could not verify your identity",
      paragraphs: [
        greeting(to),
        "We checked the documents you sent and could not verify your identity with them.",
        `The reason: ${decision.reason ?? "not given"}`,
        "You can submit the identity check again with new documents.",
      ],
      action: { label: "Submit again", url: `${baseUrl}${paths.kyc}` },
      footnote: `Questions? Write to ${siteConfig.email}.`,
    }),
  };
}

export interface ReceiptPayment {
  txHash: string;
  /** The block explorer's transaction page prefix; null on a chain without one (the demo's). */
  explorerTxUrl: string | null;
  credited: bigint;
  refundDue: bigint;
  tokens: bigint;
}

/** The receipt of a credited payment: what was credited, the tokens it bought, the price and the hash. */
export function paymentReceiptMessage(to: Recipient, payment: ReceiptPayment, baseUrl: string): MailMessage {
  // Money to the micro-USDT (a receipt hides no digit of what was paid); tokens as the site shows them.
  const usdt = formatUsdtExact;
  const tokens = formatPxl(payment.tokens);
  const verified = paymentStatusLabel.verified.toLowerCase();
  const link = payment.explorerTxUrl ? `${payment.explorerTxUrl}${payment.txHash}` : null;
  return {
    to: to.email,
    ...renderEmail({
      subject: `Receipt: ${tokens}, payment ${verified}`,
      heading: `Your payment is ${verified}`,
      paragraphs: [
        greeting(to),
        `Thank you for taking part in the ${siteConfig.product} private sale. Your payment is final and credited to your account.`,
        `Amount credited: ${usdt(payment.credited)}`,
        `Tokens: ${tokens}`,
        `Price: ${formatPrice(PRICE_MICRO_USDT)} per ${siteConfig.tokenSymbol}`,
        `Transaction hash: ${payment.txHash}`,
        ...(link ? [`See it on the block explorer: ${link}`] : []),
        ...(payment.refundDue > 0n
          ? [
              `${usdt(payment.refundDue)} of this payment arrived above the sale's cap and is due for refund: we will send it back to the wallet it came from.`,
            ]
          : []),
      ],
      action: { label: "Open my dashboard", url: `${baseUrl}${paths.dashboard}` },
      footnote: "Keep this e-mail as your receipt.",
    }),
  };
}

export interface AnnouncementContent {
  title: string;
  message: string;
  kind: "dividend" | "system";
}

/** An announcement to a newsletter subscriber, with their own unsubscribe link. */
export function announcementMessage(
  to: Recipient,
  announcement: AnnouncementContent,
  { baseUrl, unsubscribeUrl }: { baseUrl: string; unsubscribeUrl: string },
): MailMessage {
  const paragraphs = announcement.message
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    to: to.email,
    ...renderEmail({
      subject: `${siteConfig.tokenSymbol}: ${announcement.title}`,
      heading: announcement.title,
      paragraphs: [greeting(to), ...paragraphs],
      action: { label: "Open my dashboard", url: `${baseUrl}${paths.dashboard}` },
      footnote: `You receive this because you subscribed to ${siteConfig.product} updates. Unsubscribe: ${unsubscribeUrl}`,
    }),
  };
}

export interface PublishedRoundContent {
  kind: "pxl" | "dividend";
  /** The dividend's period ("H1 2026"); null for a PXL round. */
  period: string | null;
  /** What this round gives the holder: PXL token units or micro-USDT. */
  amount: bigint;
  /** False for a dividend share kept for a holder who cannot receive it yet. */
  claimable: boolean;
}

/** A round that gives the holder something is published: what, and where to claim it. */
export function roundPublishedMessage(
  to: Recipient,
  round: PublishedRoundContent,
  baseUrl: string,
): MailMessage {
  const pxl = round.kind === "pxl";
  const what = pxl ? formatPxl(tokenUnitsToMicroPxl(round.amount)) : formatUsdt(round.amount);
  if (!round.claimable) {
    const kept = `Your ${round.period} dividend is kept for you`;
    return {
      to: to.email,
      ...renderEmail({
        subject: kept,
        heading: kept,
        paragraphs: [
          greeting(to),
          `${what} is your share of the ${round.period} dividend. It is kept for you until you can receive it: a verified identity and a linked wallet. Your dashboard says what is missing; once it is done, the next round lets you claim it.`,
        ],
        action: { label: "Open my dashboard", url: `${baseUrl}${paths.dashboard}` },
      }),
    };
  }
  const title = pxl ? "Your PXL are ready to claim" : `Your ${round.period} dividend is ready to claim`;
  return {
    to: to.email,
    ...renderEmail({
      subject: title,
      heading: title,
      paragraphs: [
        greeting(to),
        pxl
          ? `${what} are yours to claim on chain, to the wallet you linked. Claim them from your dashboard: your wallet sends the claim and pays its gas.`
          : `${what} is your share of the ${round.period} dividend, yours to claim on chain to the wallet you linked. Claim it from your dashboard: your wallet sends the claim and pays its gas.`,
        "Anyone can check the round: its page on the site lists every account with its proof.",
      ],
      action: { label: "Claim from my dashboard", url: `${baseUrl}${paths.dashboard}` },
    }),
  };
}
