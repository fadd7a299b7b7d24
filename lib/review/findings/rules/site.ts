import type { SiteWideFacts } from '../../facts/site';
import type { ReviewArea } from '../../areas';
import type { CustomerCost } from './types';
import { formatBytes } from '@/lib/review/format-bytes';
import { andList, plural, quote } from '../wording';

/** A check over the pages read together: when it applies, its weight, and what it says, each from site facts. */
export interface SiteRule {
  id: string;
  area: ReviewArea;
  /** What the flaw costs a customer (Rule.cost). */
  cost: CustomerCost;
  applies: (site: SiteWideFacts) => boolean;
  weight: (site: SiteWideFacts) => number;
  title: string | ((site: SiteWideFacts) => string);
  evidence: (site: SiteWideFacts) => string[];
  advice: string;
  /** The pages it is on (short paths), for the report's page table and the finding's list. */
  pages: (site: SiteWideFacts) => string[];
}

const pageList = (paths: readonly string[], max = 4) => `${paths.slice(0, max).join(', ')}${paths.length > max ? ` and ${plural(paths.length - max, 'more page')}` : ''}`;

/** "Monday to Friday", "Saturday", "Monday, Wednesday and Friday": a week's days, a run of three or more as a range. */
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
function dayList(days: readonly string[]): string {
  const runs: string[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && WEEK.indexOf(day) === WEEK.indexOf(run.at(-1)!) + 1) run.push(day);
    else runs.push([day]);
  }
  const named = runs.flatMap((run) => (run.length >= 3 ? [`${run[0]} to ${run.at(-1)}`] : run));
  return andList(named);
}

export const siteRules: SiteRule[] = [
  {
    // The model read the pages' text as a proofreader; its notes are facts only where their quote stands in a page (facts/proofreading.ts).
    id: 'proofreading',
    area: 'trust',
    cost: 'shows-broken',
    applies: (s) => (s.proofreading?.length ?? 0) > 0,
    weight: (s) => Math.min(12, 4 + 2 * s.proofreading!.length),
    title: 'Correct the mistakes in the text',
    evidence: (s) => s.proofreading!.map((n) => `${s.read > 1 ? `${n.pages[0]}: ` : ''}${quote(n.quote)}: ${n.problem}`.slice(0, 400)),
    advice: 'Correct each passage on the page: a typo, a leftover line or an outdated notice is what a prospective client remembers.',
    pages: (s) => [...new Set(s.proofreading!.flatMap((n) => n.pages))],
  },
  {
    // A spell checker's finds (facts/spelling): words no English dictionary knows, each a letter or two from one it does, none the site's own.
    id: 'misspellings',
    area: 'trust',
    cost: 'shows-broken',
    applies: (s) => (s.misspellings?.length ?? 0) > 0,
    weight: (s) => Math.min(10, 2 + 2 * s.misspellings!.length),
    // A dictionary cannot know every new word ("freemium"): the title asks for a look, the evidence says what the dictionaries say.
    title: (s) => (s.misspellings!.length === 1 ? 'Check the spelling of this word' : 'Check the spelling of these words'),
    evidence: (s) => {
      const words = s.misspellings!;
      const pages = new Set(words.flatMap((m) => m.pages)).size;
      // An acronym's correction may be the site's own: FATCA is in no dictionary, the site writes it elsewhere.
      const own = words.some((m) => m.siteWrites);
      return [
        `${plural(words.length, 'word')} on ${plural(pages, 'page')} we read ${words.length === 1 ? 'is' : 'are'} in no English dictionary (American, British or Australian), and ${words.length === 1 ? 'is' : 'each is'} a letter or two from a word that is${own ? ' or that the site writes more often' : ''}`,
        ...words.map((m) => {
          const source = m.siteWrites ? `elsewhere the site writes ${m.suggestion}, in ${plural(m.siteWrites, 'passage')}` : `the dictionary suggests ${m.suggestion}`;
          return `${s.read > 1 ? `${m.pages[0]}: ` : ''}${quote(m.word)}${m.sentence ? ` in ${quote(m.sentence)}` : ''} (${source}${m.pages.length > 1 ? `; also on ${pageList(m.pages.slice(1))}` : ''})`;
        }),
      ];
    },
    advice: 'Correct each typo where it stands (one in a header or footer is corrected once, in the template), and run a spell check over new text before it goes up.',
    pages: (s) => [...new Set(s.misspellings!.flatMap((m) => m.pages))],
  },
  {
    id: 'broken-links',
    area: 'conversion',
    cost: 'turns-away',
    applies: (s) => s.brokenLinks.length > 0,
    weight: (s) => Math.min(20, 8 + 2 * s.brokenLinks.length),
    title: (s) => (s.brokenLinks.every((l) => l.status === 404 || l.status === 410) ? 'Fix the links to pages that do not exist' : 'Fix the broken links to your own pages'),
    evidence: (s) => [
      `${s.brokenLinks.length} of the ${plural(s.linksChecked, 'page')} of this site we asked for ${s.brokenLinks.length === 1 ? 'answers' : 'answer'} with an error${s.linksNotChecked > 0 ? ` (${s.linksNotChecked} more linked ${s.linksNotChecked === 1 ? 'page was' : 'pages were'} not asked for)` : ''}`,
      ...s.brokenLinks.slice(0, 9).map((l) => `${l.text ? `${quote(l.text)} → ` : ''}${l.path} answers ${l.status}, linked from ${pageList(l.from)}`),
      ...(s.brokenLinks.length > 9 ? [`and ${s.brokenLinks.length - 9} more`] : []),
    ],
    advice: 'Restore each page or point the link at the right address, and redirect old addresses to their new pages.',
    pages: (s) => [...new Set(s.brokenLinks.flatMap((l) => l.from))],
  },
  {
    // Where the site links to a page, the web server answered with its own: a folder's files for anyone to open, or the page a fresh install shows.
    id: 'server-pages',
    area: 'trust',
    cost: 'turns-away',
    applies: (s) => s.serverPages.length > 0,
    weight: (s) => (s.serverPages.some((p) => p.kind === 'directory listing') ? 14 : 10),
    title: (s) => (s.serverPages.every((p) => p.kind === 'directory listing') ? 'Stop the server listing your folders' : 'Put your page where the server’s default page shows'),
    evidence: (s) =>
      s.serverPages.slice(0, 6).map((p) => {
        const what = p.kind === 'directory listing' ? 'a list of the files in a folder' : 'the web server’s default page';
        const linked = p.from.length ? `, linked from ${pageList(p.from)}` : '';
        return `${p.linkText ? `${quote(p.linkText)} → ` : ''}${p.path} shows ${what} (${quote(p.text)}) instead of a page${linked}`;
      }),
    advice:
      'Put the page that belongs there, or remove the link. A folder should not list its files to visitors: turn the listing off on the server (Options -Indexes on Apache, autoindex off on nginx) or give the folder an index page.',
    pages: (s) => [...new Set(s.serverPages.flatMap((p) => p.from))],
  },
  {
    id: 'dead-form',
    area: 'conversion',
    cost: 'turns-away',
    applies: (s) => s.deadForms.length > 0,
    weight: () => 20,
    title: 'Send your form somewhere that exists',
    evidence: (s) => s.deadForms.map((f) => `The form on ${pageList(f.from)} sends to ${f.path}, which answers ${f.status}: every message sent through it is lost`),
    advice: 'Point the form at a working address (your server or a form service) and send yourself a test message.',
    pages: (s) => [...new Set(s.deadForms.flatMap((f) => f.from))],
  },
  {
    id: 'duplicate-titles',
    area: 'search',
    cost: 'hinders',
    applies: (s) => s.duplicateTitles.length > 0,
    weight: (s) => Math.min(12, 4 + 2 * s.duplicateTitles.reduce((n, d) => n + d.pages.length - 1, 0)),
    title: 'Give every page its own title',
    evidence: (s) => s.duplicateTitles.slice(0, 4).map((d) => `${plural(d.pages.length, 'page')} share the title ${quote(d.text)}: ${pageList(d.pages)}`),
    advice: 'Write a title for each page that says what that page is about: search engines show one result when titles repeat, and visitors cannot tell the tabs apart.',
    pages: (s) => [...new Set(s.duplicateTitles.flatMap((d) => d.pages))],
  },
  {
    id: 'duplicate-descriptions',
    area: 'search',
    cost: 'unseen',
    applies: (s) => s.duplicateDescriptions.length > 0,
    weight: () => 4,
    title: 'Give every page its own description',
    evidence: (s) => s.duplicateDescriptions.slice(0, 3).map((d) => `${plural(d.pages.length, 'page')} share the meta description ${quote(d.text)}: ${pageList(d.pages)}`),
    advice: 'Describe each page on its own: what a searcher finds there.',
    pages: (s) => [...new Set(s.duplicateDescriptions.flatMap((d) => d.pages))],
  },
  {
    id: 'contact-mismatch',
    area: 'trust',
    cost: 'shows-broken',
    applies: (s) => s.contactMismatch.length > 0,
    weight: () => 8,
    title: 'Check that your contact details agree from page to page',
    evidence: (s) =>
      s.contactMismatch
        .filter((m) => m.pages.length < m.of)
        .slice(0, 6)
        .map((m) => {
          const others = s.contactMismatch.filter((o) => o.kind === m.kind && o.pages.length === o.of).map((o) => quote(o.text));
          return `The ${m.kind} ${quote(m.text)} appears only on ${pageList(m.pages)}${others.length ? `, while all ${m.of} pages that show a ${m.kind} show ${others.join(' and ')}` : ` (${m.of} pages show a ${m.kind})`}`;
        }),
    advice: 'If each number or address is current, say what it is for (orders, billing); if one is old, remove it everywhere. Search engines and visitors trust details that agree.',
    pages: (s) => [...new Set(s.contactMismatch.filter((m) => m.pages.length < m.of).flatMap((m) => m.pages))],
  },
  {
    // "Since 1994" and "25 years" in 2026, or "a lawyer since 1996" and his "27 years of legal experience": a figure the site stopped
    // updating (a rounded or "over" figure the years bear out is no contradiction).
    id: 'years-in-business',
    area: 'trust',
    cost: 'shows-broken',
    applies: (s) => s.yearsMismatch.length > 0,
    // A figure every visitor reads as current, and can check against the start year beside it.
    weight: () => 8,
    title: (s) => (s.yearsMismatch.every((m) => m.whose) ? 'Bring the years of experience up to date' : 'Bring the years you have been in business up to date'),
    evidence: (s) =>
      s.yearsMismatch.slice(0, 3).map(({ claim, starts, asOf, whose }) => {
        const of = whose ? ` of ${whose}’s career` : '';
        const given = starts.slice(0, 2).map((start) => `${start.page} gives ${start.year} as the start${of} (${quote(start.quote)}), ${plural(asOf - start.year, 'year')} before ${asOf}, when we read the site`);
        return `${given.join('; ')}; ${claim.page} says ${claim.quotes.map(quote).join(' ')}`;
      }),
    advice: 'Count the years from the start year and change the figure on every page that gives it, or give only the year you started, which never goes out of date.',
    pages: (s) => [...new Set(s.yearsMismatch.flatMap((m) => [m.claim.page, ...m.starts.slice(0, 2).map((start) => start.page)]))],
  },
  {
    // The footer's old address on some pages and the new one on the contact page: a visitor may drive to the wrong one.
    id: 'address-mismatch',
    area: 'trust',
    cost: 'shows-broken',
    applies: (s) => s.addressMismatch !== null,
    weight: () => 8,
    title: 'Give one street address on every page',
    evidence: (s) => {
      const { addresses, of } = s.addressMismatch!;
      const said = addresses.slice(0, 3).map((a) => `${pageList(a.pages)} ${a.pages.length === 1 ? 'gives' : 'give'} ${quote(a.text)}${a.where === 'structured data' ? ' (in the code search engines read)' : ''}`);
      return [`Of the ${plural(of, 'page')} that give the business’s street address, ${said.join('; ')}: not one place written two ways, but different street addresses`];
    },
    advice: 'A visitor who goes by the wrong address drives to a door that is not yours, and map services trust an address that agrees. If one is an old address, correct it everywhere it stands (footers, the contact page, the code search engines read); if both are current, name each office.',
    pages: (s) => s.addressMismatch!.addresses.flatMap((a) => a.pages),
  },
  {
    // "Mon–Fri 8:30–5" in the footer and "Mon–Fri 9–6" on the contact page: a visitor who trusts the wrong one finds the door shut.
    id: 'hours-mismatch',
    area: 'trust',
    cost: 'shows-broken',
    applies: (s) => s.hoursMismatch !== null,
    weight: () => 8,
    title: 'Give the same opening hours on every page',
    evidence: (s) => {
      const { days, said } = s.hoursMismatch!;
      const words = (t: (typeof said)[number]['texts'][number]) => `${t.where === 'specification' ? t.text : quote(t.text)}${t.where === 'text' ? '' : ' (in the code search engines read)'}`;
      const given = said.slice(0, 3).map((g) => `${pageList(g.pages)} ${g.pages.length === 1 ? 'gives' : 'give'} ${g.texts.slice(0, 3).map(words).join(' and ')}`);
      return [`The pages give different hours for ${dayList(days)}: ${given.join('; ')}`];
    },
    advice: 'A visitor who goes by the wrong hours finds the door shut or the phone unanswered. Correct the old hours everywhere they stand (footer, contact page, the code search engines read, your Google Business Profile); if the hours differ by season or department, say so beside them.',
    pages: (s) => [...new Set(s.hoursMismatch!.said.flatMap((g) => g.pages))],
  },
  {
    // Every post card saying the same thing: the template's default excerpt, or one summary pasted under each post.
    id: 'same-excerpt',
    area: 'trust',
    cost: 'shows-broken',
    applies: (s) => s.sameExcerpts.length > 0,
    weight: () => 6,
    title: 'Give each post its own summary',
    evidence: (s) =>
      s.sameExcerpts.map((e) => {
        const pages = [...new Set(e.posts.map((p) => p.page))];
        return `${pageList(pages)} ${pages.length === 1 ? 'shows' : 'show'} the same summary ${quote(e.text)} under ${plural(e.posts.length, 'different post')}${e.posts.length > 5 ? ', e.g.' : ':'} ${e.posts.slice(0, 5).map((p) => quote(p.title)).join(', ')}`;
      }),
    advice: 'Write a sentence or two for each post that says what that post is about (in most blog tools, its Excerpt field); a visitor who reads the same summary under every title cannot tell which post to open.',
    pages: (s) => [...new Set(s.sameExcerpts.flatMap((e) => e.posts.map((p) => p.page)))],
  },
  {
    // A form's recipient the pages never show: an old mailbox or the developer's, where every enquiry goes unseen.
    id: 'form-recipient',
    area: 'conversion',
    cost: 'hinders',
    applies: (s) => s.formRecipients.length > 0,
    weight: () => 6,
    title: 'Check the address your form sends to',
    evidence: (s) =>
      s.formRecipients.slice(0, 3).map((f) => {
        const via = f.via === 'mailto' ? 'its action is a mailto: link' : f.via === 'form service' ? 'the address in its form service’s link' : 'its hidden recipient field';
        const shown = f.shown.map((e) => `${quote(e.text)} (${e.page})`).join(' and ');
        return `The form on ${f.page} sends its messages to ${quote(f.recipient)} (${via}), while the pages show ${shown}; ${quote(f.recipient)} appears nowhere in the page’s text of any page we read`;
      }),
    advice: 'Send the form to the address you show, or make sure the one it sends to is read, then send yourself a test message: a form that mails an old or a developer’s address loses every enquiry.',
    pages: (s) => [...new Set(s.formRecipients.flatMap((f) => [f.page, ...f.shown.map((e) => e.page)]))],
  },
  {
    // One name spelt two ways where the site names itself: a misspelt name is the first thing a client notices.
    id: 'name-written-two-ways',
    area: 'trust',
    cost: 'shows-broken',
    applies: (s) => s.nameMismatch.length > 0,
    weight: () => 6,
    title: 'Write your business’s name the same way everywhere',
    evidence: (s) => s.nameMismatch.map(([a, b]) => `The site writes its name ${quote(a.text)} (${a.where}, ${a.page}) and ${quote(b.text)} (${b.where}, ${b.page})`),
    advice: 'Pick the one spelling of the name and correct the other wherever it stands: in the text, the logo’s alt text and the page’s code that search engines read.',
    pages: (s) => [...new Set(s.nameMismatch.flatMap(([a, b]) => [a.page, b.page]))],
  },
  {
    // A menu item left pointing home: the page it names was never linked (or never made).
    id: 'menu-to-home',
    area: 'conversion',
    cost: 'turns-away',
    applies: (s) => s.menuToHome.length > 0,
    weight: (s) => Math.min(10, 4 + 2 * s.menuToHome.length),
    title: 'Point each menu item at its own page',
    evidence: (s) =>
      s.menuToHome.slice(0, 4).map((m) => {
        const says = m.h1 ? `whose title ${quote(m.title)} and heading ${quote(m.h1)} share` : `whose title ${quote(m.title)} shares`;
        return `The menu item ${quote(m.label)} on ${pageList(m.pages)} goes to the home page (${m.home}), ${says} none of its words`;
      }),
    advice: 'Link each menu item to the page it names, or remove the item until that page exists: a visitor who picks it and lands back on the home page thinks the page is missing.',
    pages: (s) => [...new Set(s.menuToHome.flatMap((m) => [...m.pages, m.home]))],
  },
  {
    // A menu item whose link was copied from another and never changed: "Pricing" opens the About page.
    id: 'menu-to-wrong-page',
    area: 'conversion',
    cost: 'turns-away',
    applies: (s) => s.menuToOtherPage.length > 0,
    weight: (s) => Math.min(10, 4 + 2 * s.menuToOtherPage.length),
    title: 'Point each menu item at the page it names',
    evidence: (s) =>
      s.menuToOtherPage.slice(0, 4).map((m) => {
        const says = m.title && m.h1 ? `whose title ${quote(m.title)} and heading ${quote(m.h1)} share` : m.title ? `whose title ${quote(m.title)} shares` : `whose heading ${quote(m.h1!)} shares`;
        return `The menu item ${quote(m.label)} on ${pageList(m.pages)} goes to ${m.target}, ${says} none of its words`;
      }),
    advice: 'Link each menu item to the page it names, or rename it after the page it opens: a visitor who picks it and lands on another page thinks the page they wanted is missing.',
    pages: (s) => [...new Set(s.menuToOtherPage.flatMap((m) => [...m.pages, m.target]))],
  },
  {
    id: 'no-caching',
    area: 'performance',
    cost: 'hinders',
    applies: (s) => s.uncached.count > 0,
    weight: () => 4,
    title: 'Let browsers cache your files',
    evidence: (s) => [
      `${plural(s.uncached.count, 'file')} of this site, loaded by the pages we read, answered without Cache-Control max-age or Expires, e.g. ${s.uncached.examples.map((f) => `${f.file} (${formatBytes(f.bytes)})`).join(', ')}${s.uncached.count > s.uncached.examples.length ? `, and ${plural(s.uncached.count - s.uncached.examples.length, 'more file')}` : ''}`,
    ],
    advice: 'Send Cache-Control: max-age (a year for versioned files) so returning visitors do not download them again.',
    pages: () => [],
  },
  {
    id: 'sitemap-mismatch',
    area: 'search',
    cost: 'unseen',
    applies: (s) => Boolean(s.sitemap && (s.sitemap.dead.length > 0 || s.sitemap.missing.length > 0)),
    weight: (s) => (s.sitemap!.dead.length > 0 ? 6 : 3),
    title: 'Keep the sitemap in step with the site',
    evidence: (s) => [
      ...(s.sitemap!.dead.length ? [`The sitemap lists ${plural(s.sitemap!.dead.length, 'page')} that ${s.sitemap!.dead.length === 1 ? 'answers' : 'answer'} with an error: ${pageList(s.sitemap!.dead)}`] : []),
      ...(s.sitemap!.missing.length ? [`The sitemap (${plural(s.sitemap!.listed, 'address', 'addresses')}) leaves out ${plural(s.sitemap!.missing.length, 'page')} the menu links to: ${pageList(s.sitemap!.missing.map((m) => m.path))}`] : []),
    ],
    advice: 'Generate the sitemap from the site itself (most platforms can), so it lists every live page and nothing else.',
    pages: () => [],
  },
];
