/**
 * Our own pages give the spell check nothing to name: every sentence of the site's content
 * (content/*.ts, as the pages render it, one paragraph per string) read as the review reads a site.
 */
import * as about from '@/content/about';
import * as faq from '@/content/faq';
import * as guides from '@/content/guides';
import * as home from '@/content/home';
import { industries } from '@/content/industries';
import * as legal from '@/content/legal';
import * as portfolio from '@/content/portfolio';
import * as pricing from '@/content/pricing';
import * as quickWins from '@/content/quick-wins';
import * as reviewAdvice from '@/content/review-advice';
import * as services from '@/content/services';
import * as studio from '@/content/studio';
import { siteMisspellings } from '@/lib/review/facts/spelling/misspellings';
import { spellChecker } from '@/lib/review/facts/spelling/checker';
import { parsePage } from '@/lib/review/html/document';

/** Every string a module holds, however deep. */
function strings(value: unknown, into: string[] = [], seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) strings(item, into, seen);
  }
  return into;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('our own pages', () => {
  it('have no word the spell check names', () => {
    const modules = { about, faq, guides, home, industries, legal, portfolio, pricing, quickWins, reviewAdvice, services, studio };
    const pages = Object.entries(modules).map(([name, module]) => {
      const body = strings(module)
        .filter((s) => /\s/.test(s))
        .map((s) => `<p>${escape(s)}</p>`)
        .join('');
      const html = `<!DOCTYPE html><html lang="en-US"><head><title>Studio</title></head><body>${body}</body></html>`;
      const page = { url: `https://studio.test/${name}`, status: 200, headers: {}, body: html, bytes: html.length, elapsedMs: 1, redirects: [] };
      return { path: `/${name}`, document: parsePage(page) };
    });
    expect(siteMisspellings(pages, spellChecker)).toEqual([]);
  });
});
