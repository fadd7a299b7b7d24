import { studio } from '@/content/studio';
import { escapeHtml } from '@/lib/ui/escape-html';
import { headerText } from './header-text';

/** A message ready for any transport: visitor text is escaped in HTML and flattened in headers. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

const wrap = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#fbfaf7;font-family:Arial,Helvetica,sans-serif;color:#141821;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2ded4;border-radius:12px;padding:28px">
${body}
<p style="margin-top:28px;font-size:13px;color:#545a66">${escapeHtml(studio.name)} · ${escapeHtml(studio.email)} · ${escapeHtml(studio.phone)}</p>
</div></body></html>`;

type Field = [label: string, value: string | undefined | null];

/** Only the fields the visitor filled in. */
const filled = (fields: Field[]) => fields.filter((field): field is [string, string] => field[1] !== undefined && field[1] !== null && field[1] !== '');

const rows = (fields: Field[]) =>
  filled(fields)
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;vertical-align:top;color:#545a66;font-weight:600">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');

const textRows = (fields: Field[]) =>
  filled(fields)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');

export function guideEmail(input: { to: string; title: string; downloadUrl: string }): MailMessage {
  const title = headerText(input.title);
  return {
    to: input.to,
    subject: `Your guide: ${title}`,
    text: `Thanks for your interest in "${title}".\n\nDownload it here: ${input.downloadUrl}\n\nQuestions? Reply to this e-mail or write to ${studio.email}.\n\n${studio.name}`,
    html: wrap(
      title,
      `<h1 style="font-size:22px;color:#1b2a4a;margin:0 0 12px">${escapeHtml(title)}</h1>
<p>Thanks for your interest. Your guide is ready:</p>
<p><a href="${escapeHtml(input.downloadUrl)}" style="display:inline-block;background:#a8500c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Download the guide</a></p>
<p style="font-size:13px;color:#545a66">Or copy this link: ${escapeHtml(input.downloadUrl)}</p>
<p>Questions? Reply to this e-mail and ${escapeHtml(studio.founder.name)} will answer.</p>`,
    ),
  };
}

export interface LeadNotice {
  email: string;
  industry: string;
  page: string;
  fileName: string;
  id: string;
}

export function newLeadNotification(inbox: string, lead: LeadNotice): MailMessage {
  const fields: Field[] = [
    ['E-mail', lead.email],
    ['Guide', lead.fileName],
    ['Industry', lead.industry],
    ['Page', lead.page],
    ['Lead id', lead.id],
  ];
  return {
    to: inbox,
    replyTo: lead.email,
    subject: headerText(`New guide lead: ${lead.email} (${lead.industry})`),
    text: `A visitor asked for a guide.\n\n${textRows(fields)}`,
    html: wrap('New guide lead', `<h1 style="font-size:20px;color:#1b2a4a">New guide lead</h1><table>${rows(fields)}</table>`),
  };
}

export interface InquiryNotice {
  id: string;
  name: string;
  email: string;
  company?: string;
  website?: string;
  message?: string;
  utm?: Record<string, string>;
}

export function newInquiryNotification(inbox: string, inquiry: InquiryNotice): MailMessage {
  const utm = inquiry.utm && Object.keys(inquiry.utm).length ? Object.entries(inquiry.utm).map(([k, v]) => `${k}=${v}`).join(', ') : undefined;
  const fields: Field[] = [
    ['Name', inquiry.name],
    ['E-mail', inquiry.email],
    ['Company', inquiry.company],
    ['Website', inquiry.website],
    ['Message', inquiry.message],
    ['Campaign', utm],
    ['Inquiry id', inquiry.id],
  ];
  return {
    to: inbox,
    replyTo: inquiry.email,
    subject: headerText(`New inquiry from ${inquiry.name}${inquiry.company ? ` (${inquiry.company})` : ''}`),
    text: `A visitor sent an inquiry. Reply within ${studio.claims.replyTime}.\n\n${textRows(fields)}`,
    html: wrap(
      'New inquiry',
      `<h1 style="font-size:20px;color:#1b2a4a">New inquiry</h1><p>Reply within ${escapeHtml(studio.claims.replyTime)}.</p><table>${rows(fields)}</table>`,
    ),
  };
}

export interface PaymentNotice {
  sessionId: string;
  product: string | null;
  /** Formatted, e.g. '$499'. */
  amount: string;
  email: string | null;
  name: string | null;
  livemode: boolean;
}

/** Tells the studio a checkout was paid; the payer's name and e-mail come from Stripe's Checkout form. */
export function newPaymentNotification(inbox: string, payment: PaymentNotice): MailMessage {
  const fields: Field[] = [
    ['Product', payment.product],
    ['Amount', payment.amount],
    ['Payer', payment.name],
    ['E-mail', payment.email],
    ['Mode', payment.livemode ? 'live' : 'test'],
    ['Checkout session', payment.sessionId],
  ];
  const what = payment.product ?? 'a checkout';
  return {
    to: inbox,
    ...(payment.email ? { replyTo: payment.email } : {}),
    subject: headerText(`${payment.livemode ? '' : '[test] '}Payment received: ${payment.amount} for ${what}`),
    text: `A payment was completed on the site. Stripe has sent the payer a receipt.\n\n${textRows(fields)}`,
    html: wrap(
      'Payment received',
      `<h1 style="font-size:20px;color:#1b2a4a">Payment received</h1><p>Stripe has sent the payer a receipt.</p><table>${rows(fields)}</table>`,
    ),
  };
}

export interface ReviewNotice {
  id: string;
  email: string;
  websiteUrl: string;
  industry: string | null;
  focusArea: string | null;
  writer: string;
  scores: Record<string, number>;
  /** The lead in the studio's inbox, and the report the visitor received. */
  inboxUrl: string;
  reportUrl: string;
}

/** Tells the studio someone ran the free review: a warm lead with a site the studio can look at. */
export function newReviewNotification(inbox: string, review: ReviewNotice): MailMessage {
  const scores = Object.entries(review.scores).map(([area, score]) => `${area[0]!.toUpperCase()}${area.slice(1)} ${score}`).join(' · ');
  const fields: Field[] = [
    ['E-mail', review.email],
    ['Website', review.websiteUrl],
    ['Industry', review.industry],
    ['Focus', review.focusArea],
    ['Scores', scores],
    ['Written by', review.writer],
    ['Review id', review.id],
  ];
  return {
    to: inbox,
    replyTo: review.email,
    subject: headerText(`New AI review lead: ${review.email} (${review.websiteUrl})`),
    text: `A visitor ran the free website review.\n\n${textRows(fields)}\n\nThe lead in the inbox: ${review.inboxUrl}\nThe report they received: ${review.reportUrl}`,
    html: wrap(
      'New AI review lead',
      `<h1 style="font-size:20px;color:#1b2a4a">New AI review lead</h1><table>${rows(fields)}</table>
<p><a href="${escapeHtml(review.inboxUrl)}" style="display:inline-block;background:#1b2a4a;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:bold">Open the lead in the inbox</a></p>
<p><a href="${escapeHtml(review.reportUrl)}">The report they received</a></p>`,
    ),
  };
}

