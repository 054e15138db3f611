import { m } from "@/paraglide/messages";
import { emailTo } from "@/server/mail/email-layout";
import type { MailMessage } from "@/server/mail/mailer";
import { greeting, pageUrl, type Recipient } from "@/server/mail/recipient";
import { tokenUnitsToMicroPxl } from "@/shared/distribution/pxl-token";
import { formatPrice, formatPxl, formatUsdt, formatUsdtExact } from "@/shared/format/money";
import { paths } from "@/shared/routes";
import { PRICE_MICRO_USDT } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";

/*
 * The e-mails an operator's work sends an investor (a KYC decision, a credited payment, an
 * announcement, a published round): each in the investor's language (`Recipient.locale`).
 */
export type { Recipient };

export function kycDecisionMessage(
  to: Recipient,
  decision: { status: "verified" | "rejected"; reason: string | null },
  baseUrl: string,
): MailMessage {
  if (decision.status === "verified") {
    return emailTo(to, () => ({
      subject: m.email_kyc_verified_title(),
      heading: m.email_kyc_verified_title(),
      paragraphs: [
        greeting(to),
        m.email_kyc_verified_body(),
        ...(decision.reason ? [m.email_kyc_verified_note({ note: decision.reason })] : []),
      ],
      action: { label: m.email_action_dashboard(), url: pageUrl(baseUrl, paths.dashboard, to.locale) },
    }));
  }
  return emailTo(to, () => ({
    subject: m.email_kyc_rejected_subject(),
    heading: m.email_kyc_rejected_heading(),
    paragraphs: [
      greeting(to),
      m.email_kyc_rejected_body(),
      decision.reason
        ? m.email_kyc_rejected_reason({ reason: decision.reason })
        : m.email_kyc_rejected_no_reason(),
      m.email_kyc_rejected_again(),
    ],
    action: { label: m.email_kyc_rejected_action(), url: pageUrl(baseUrl, paths.kyc, to.locale) },
    footnote: m.email_questions({ email: siteConfig.email }),
  }));
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
  const link = payment.explorerTxUrl ? `${payment.explorerTxUrl}${payment.txHash}` : null;
  return emailTo(to, () => {
    // Money to the micro-USDT (a receipt hides no digit of what was paid); tokens as the site shows them.
    const usdt = formatUsdtExact;
    const tokens = formatPxl(payment.tokens);
    return {
      // "verified": the spec's word for a credited payment, as the dashboard's badge says it.
      subject: m.email_receipt_subject({ tokens }),
      heading: m.email_receipt_heading(),
      paragraphs: [
        greeting(to),
        m.email_receipt_body(),
        m.email_receipt_credited({ amount: usdt(payment.credited) }),
        m.email_receipt_tokens({ tokens }),
        m.email_receipt_price({ price: formatPrice(PRICE_MICRO_USDT) }),
        m.email_receipt_hash({ hash: payment.txHash }),
        ...(link ? [m.email_receipt_explorer({ url: link })] : []),
        ...(payment.refundDue > 0n ? [m.email_receipt_refund({ amount: usdt(payment.refundDue) })] : []),
      ],
      action: { label: m.email_action_dashboard(), url: pageUrl(baseUrl, paths.dashboard, to.locale) },
      footnote: m.email_receipt_footnote(),
    };
  });
}

export interface AnnouncementContent {
  title: string;
  message: string;
  kind: "dividend" | "system";
}

/**
 * An announcement to a newsletter subscriber, with their own unsubscribe link. The operator's title
 * and text go out as written; the greeting, the button and the small print speak the subscriber's language.
 */
export function announcementMessage(
  to: Recipient,
  announcement: AnnouncementContent,
  { baseUrl, unsubscribeUrl }: { baseUrl: string; unsubscribeUrl: string },
): MailMessage {
  const paragraphs = announcement.message
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return emailTo(to, () => ({
    subject: `${siteConfig.tokenSymbol}: ${announcement.title}`,
    heading: announcement.title,
    paragraphs: [greeting(to), ...paragraphs],
    action: { label: m.email_action_dashboard(), url: pageUrl(baseUrl, paths.dashboard, to.locale) },
    footnote: m.email_announcement_footnote({ url: unsubscribeUrl }),
  }));
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
  const period = round.period ?? "";
  const dashboard = pageUrl(baseUrl, paths.dashboard, to.locale);
  return emailTo(to, () => {
    const amount = pxl ? formatPxl(tokenUnitsToMicroPxl(round.amount)) : formatUsdt(round.amount);
    if (!round.claimable) {
      const kept = m.email_round_kept_title({ period });
      return {
        subject: kept,
        heading: kept,
        paragraphs: [greeting(to), m.email_round_kept_body({ amount, period })],
        action: { label: m.email_action_dashboard(), url: dashboard },
      };
    }
    const title = pxl ? m.email_round_pxl_title() : m.email_round_dividend_title({ period });
    return {
      subject: title,
      heading: title,
      paragraphs: [
        greeting(to),
        pxl ? m.email_round_pxl_body({ amount }) : m.email_round_dividend_body({ amount, period }),
        m.email_round_check(),
      ],
      action: { label: m.email_round_action(), url: dashboard },
    };
  });
}
