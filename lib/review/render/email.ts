/**
 * The review e-mailed to the visitor: HTML made for mail clients (tables and inline styles only, no
 * stylesheet, no script, no markdown), with a plain-text part, the scores, every finding with its
 * evidence, and buttons to book a strategy call and to open the full report.
 */
import { studio } from '@/content/studio';
import { headerText } from '@/lib/mail/header-text';
import type { MailMessage } from '@/lib/mail/templates';
import { escapeHtml } from '@/lib/ui/escape-html';
import { speedLines } from '../report/lab-text';
import { pageRows, pagesLine } from '../report/pages';
import { reportText, sharedWhy } from '../report/text';
import { areaNames, reviewAreas, type ReviewReport, type Severity } from '../report/schema';

export interface ReviewEmailLinks {
  /** The full report page (unguessable URL). */
  reportUrl: string;
  /** Where to book a strategy call about it. */
  bookUrl: string;
}

const colors = { navy: '#1b2a4a', ink: '#141821', muted: '#545a66', line: '#e2ded4', accent: '#a8500c', paper: '#fbfaf7' };
const severityColor: Record<Severity, { bg: string; fg: string; label: string }> = {
  high: { bg: '#fde8e4', fg: '#9b2413', label: 'High impact' },
  medium: { bg: '#fdf1dc', fg: '#8a4b05', label: 'Medium impact' },
  low: { bg: '#e8eef8', fg: '#27467a', label: 'Low impact' },
};
/** Score colours with AA contrast on white. */
const scoreColor = (score: number) => (score >= 90 ? '#1d6b3a' : score >= 50 ? '#8a4b05' : '#9b2413');

const e = escapeHtml;

function button(href: string, label: string, primary: boolean): string {
  const style = primary
    ? `background:${colors.accent};color:#ffffff;border:1px solid ${colors.accent}`
    : `background:#ffffff;color:${colors.navy};border:1px solid ${colors.navy}`;
  return `<a href="${e(href)}" style="display:inline-block;${style};padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold;font-size:15px">${e(label)}</a>`;
}

/** One row per area (name, score): narrow enough for any phone, no media queries needed. */
function scoreTable(report: ReviewReport): string {
  const rows = reviewAreas
    .map(
      (area) => `<tr><td style="padding:8px 12px;border-bottom:1px solid ${colors.line};font-size:15px">${e(areaNames[area])}</td>
<td align="right" style="padding:8px 12px;border-bottom:1px solid ${colors.line};font-size:20px;font-weight:bold;color:${scoreColor(report.scores[area])}">${report.scores[area]}<span style="font-size:12px;color:${colors.muted};font-weight:normal">/100</span></td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid ${colors.line};border-radius:8px;margin:16px 0">${rows}</table>`;
}

/** The pages read, one row each: path, status and weight, title, findings. Narrow enough for a phone. */
function pagesTable(report: ReviewReport): string {
  const rows = pageRows(report);
  if (!rows.length) return '';
  const cell = `padding:6px 8px;border-bottom:1px solid ${colors.line};font-size:13px;vertical-align:top`;
  return `<h2 style="font-size:19px;color:${colors.navy};margin:24px 0 8px">Pages we read</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid ${colors.line};border-radius:8px">${rows
    .map(
      (r) => `<tr><td style="${cell};word-break:break-word;overflow-wrap:anywhere"><strong>${e(r.path)}</strong><br><span style="color:${colors.muted}">${e(r.title)}</span></td>
<td style="${cell};white-space:nowrap;color:${colors.muted}">${r.status}${r.weight ? `<br>${e(r.weight)}` : ''}</td><td style="${cell};white-space:nowrap">${e(r.line)}</td></tr>`,
    )
    .join('')}</table>`;
}

function findingRow(f: ReviewReport['findings'][number], showWhy: boolean, where: string | null): string {
  const s = severityColor[f.severity];
  // Evidence quotes addresses with no spaces (a font stylesheet's query string): let them wrap on a phone.
  const evidence = f.evidence.map((item) => `<li style="margin:2px 0;word-break:break-word;overflow-wrap:anywhere">${e(item)}</li>`).join('');
  return `<tr><td style="padding:12px 0;border-top:1px solid ${colors.line}">
<span style="display:inline-block;background:${s.bg};color:${s.fg};font-size:12px;font-weight:bold;padding:2px 8px;border-radius:10px">${s.label}</span>
<div style="font-size:16px;font-weight:bold;color:${colors.ink};margin:6px 0 4px">${e(f.title)}</div>
${where ? `<div style="font-size:13px;color:${colors.muted};margin:0 0 4px;word-break:break-word;overflow-wrap:anywhere">${e(where)}</div>` : ''}
<ul style="margin:0 0 6px;padding-left:18px;color:${colors.ink};font-size:14px">${evidence}</ul>
<div style="font-size:14px;color:${colors.ink}"><strong>What to do:</strong> ${e(f.advice)}</div>
${showWhy ? `<div style="font-size:13px;color:${colors.muted};margin-top:4px">${e(f.why)}</div>` : ''}
</td></tr>`;
}

export function reviewEmail(to: string, report: ReviewReport, links: ReviewEmailLinks): MailMessage {
  const site = headerText(report.site.host, 80);
  const byId = new Map(report.findings.map((f) => [f.id, f]));
  const first = report.startWith.map((id) => byId.get(id)).filter((f) => f !== undefined);
  const areas = reviewAreas
    .map((area) => {
      const inArea = report.findings.filter((f) => f.area === area);
      if (!inArea.length) return '';
      const why = sharedWhy(inArea);
      return `<h3 style="font-size:17px;color:${colors.navy};margin:22px 0 4px">${e(areaNames[area])} <span style="color:${scoreColor(report.scores[area])}">${report.scores[area]}/100</span></h3>
${why ? `<p style="font-size:14px;color:${colors.muted};margin:0 0 6px">${e(why)}</p>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${inArea.map((f) => findingRow(f, !why, pagesLine(f, report))).join('')}</table>`;
    })
    .join('');
  // One button a row: they stay whole on the narrowest phone.
  const buttons = `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:20px 0">
<tr><td style="padding:0 0 10px 0">${button(links.bookUrl, 'Book a free strategy call', true)}</td></tr>
<tr><td>${button(links.reportUrl, 'Open the full report', false)}</td></tr></table>`;

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(`Website review: ${site}`)}</title></head>
<body style="margin:0;padding:0;background:${colors.paper};font-family:Arial,Helvetica,sans-serif;color:${colors.ink};line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.paper}"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${colors.line};border-radius:12px"><tr><td style="padding:24px 20px;word-break:break-word">
<div style="font-size:13px;color:${colors.muted};text-transform:uppercase;letter-spacing:1px">Your website review</div>
<h1 style="font-size:24px;color:${colors.navy};margin:4px 0 12px">${e(report.site.title ?? report.site.host)}</h1>
<p style="margin:0 0 8px">${e(report.summary)}</p>
${scoreTable(report)}
${speedLines(report)
  .map((line) => `<p style="font-size:13px;color:${colors.muted};margin:0 0 4px">${e(line)}</p>`)
  .join('')}
${buttons}
${
  first.length
    ? `<h2 style="font-size:19px;color:${colors.navy};margin:24px 0 8px">Start with these ${first.length}</h2><ol style="padding-left:20px;margin:0">${first
        .map((f) => {
          const where = pagesLine(f, report);
          return `<li style="margin:6px 0"><strong>${e(f.title)}</strong>${where ? ` <span style="font-size:13px;color:${colors.muted}">(${e(where)})</span>` : ''}<br><span style="font-size:14px;color:${colors.muted};word-break:break-word;overflow-wrap:anywhere">${e(f.evidence[0] ?? '')}</span></li>`;
        })
        .join('')}</ol>`
    : `<p><strong>Every check we run passed.</strong></p>`
}
${pagesTable(report)}
${report.findings.length ? `<h2 style="font-size:19px;color:${colors.navy};margin:28px 0 0">Everything we found</h2>${areas}` : ''}
${
  report.working.length
    ? `<h2 style="font-size:19px;color:${colors.navy};margin:28px 0 8px">What is working</h2><ul style="padding-left:20px;margin:0">${report.working.map((w) => `<li style="margin:4px 0">${e(w)}</li>`).join('')}</ul>`
    : ''
}
${buttons}
<p style="font-size:14px">Want a person to go through it with you? Reply to this e-mail, or book a 30-minute strategy call: no hard pitch.</p>
<p style="margin-top:28px;font-size:13px;color:${colors.muted}">${e(studio.name)} · ${e(studio.email)} · ${e(studio.phone)}</p>
</td></tr></table></td></tr></table></body></html>`;

  const text = `${reportText(report)}\n\nBook a free strategy call: ${links.bookUrl}\nOpen the full report: ${links.reportUrl}\n\nWant a person to go through it with you? Reply to this e-mail.\n\n${studio.name} · ${studio.email} · ${studio.phone}`;
  return { to, subject: `Your website review: ${site}`, text, html };
}
