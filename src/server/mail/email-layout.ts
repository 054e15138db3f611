import { m } from "@/paraglide/messages";
import { getLocale } from "@/paraglide/runtime";
import { withLocale } from "@/server/http/request-locale";
import { escapeHtml } from "@/server/lib/escape-html";
import type { MailMessage } from "@/server/mail/mailer";
import type { Recipient } from "@/server/mail/recipient";
import { languageTags } from "@/shared/i18n/locales";
import { siteConfig } from "@/shared/site-config";

export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button, such as when the link expires. */
  footnote?: string;
}

/**
 * One e-mail to `to`, written in their language: `content` is called inside it, so its message
 * functions and formatters speak that language (never the request's: an operator's decision reaches
 * a Georgian investor in Georgian).
 */
export function emailTo(to: Recipient, content: () => EmailContent): MailMessage {
  return withLocale(to.locale, () => ({ to: to.email, ...renderEmail(content()) }));
}

/** The branded HTML and the plain-text version of one e-mail, from the same content, in the current language. */
export function renderEmail(content: EmailContent): { subject: string; html: string; text: string } {
  const { heading, paragraphs, action, footnote } = content;
  const locale = getLocale();
  const address = locale === "ka" ? siteConfig.addressKa : siteConfig.address;
  const text = [
    heading,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footnote ? [footnote, ""] : []),
    `${siteConfig.academyName} · ${address.street}, ${address.city}, ${address.country}`,
  ].join("\n");

  const button = action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="background:#4338ca;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(m.email_layout_paste_link())}<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>`
    : "";
  const html = `<!doctype html><html lang="${languageTags[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;table-layout:fixed;background:#ffffff;border-radius:12px;overflow:hidden;overflow-wrap:anywhere;word-break:break-word">
<tr><td style="background:#1e1b4b;padding:20px 28px;color:#ffffff;font-weight:700;font-size:18px">${escapeHtml(siteConfig.academyName)} <span style="background:#fbbf24;color:#1e1b4b;border-radius:4px;padding:2px 6px;font-size:12px">${escapeHtml(siteConfig.tokenSymbol)}</span></td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="font-size:15px;line-height:1.6;margin:0 0 12px">${escapeHtml(p)}</p>`).join("\n")}
${button}
${footnote ? `<p style="font-size:13px;color:#475569">${escapeHtml(footnote)}</p>` : ""}
</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;font-size:12px;color:#475569">${escapeHtml(siteConfig.academyName)} · ${escapeHtml(address.street)}, ${escapeHtml(address.city)}, ${escapeHtml(address.country)} · ${escapeHtml(siteConfig.email)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: content.subject, html, text };
}
