import { parsePage, rawText, textBlocks } from '../../../lib/review/facts/document';
import type { ReviewReport } from '../../../lib/review/report/schema';

// Apart from the practice servers (review-practice.ts), which scripts/measure/measure-review-lab.mjs
// imports under plain Node: this one needs the review's parser, which only jest's resolver loads.

/**
 * The quotes in a report's evidence ("…", as the review writes the page's own words) that do not
 * stand in the page as one piece: one block of its text, an attribute, its title or its markup.
 */
export function quotesNotInPage(report: ReviewReport, html: string): { checked: number; missing: string[] } {
  const d = parsePage({ url: 'http://127.0.0.2/', status: 200, headers: {}, body: html, bytes: html.length, elapsedMs: 0, redirects: [] });
  const pieces = [...textBlocks(d.doc.children), ...d.all.flatMap((el) => [el.name, ...Object.values(el.attribs)]), ...d.tags('title').map(rawText), html].map((p) => p.replace(/\s+/g, ' '));
  const missing: string[] = [];
  let checked = 0;
  for (const line of report.findings.flatMap((f) => f.evidence)) {
    // A quote opens after a space, a bracket or a colon and closes before one: not an attribute's value in our own words.
    for (const match of line.matchAll(/(?<=^|[\s(:,;])"([^"]{3,})"(?=$|[\s),.:;])/g)) {
      const quoted = match[1]!.replace(/^…|…$/g, '').replace(/^<|>$/g, '');
      checked += 1;
      if (!pieces.some((p) => p.includes(quoted))) missing.push(quoted);
    }
  }
  return { checked, missing };
}
