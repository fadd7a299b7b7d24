/**
 * Site facts: what only shows when several pages are read together. Each page read gets its own
 * facts (reviewFacts, the same as the submitted page's); across them, the links of the site that
 * answer errors (with the pages that link to them), forms that post to a dead address, the same title
 * or description on several pages, contact details that differ from page to page, a sitemap
 * that lists dead pages or leaves out the menu's, and misspelled words (./spelling). Pure: no I/O but
 * the spell checker's dictionaries, read once per process.
 */
import type { FetchedSite, PageProblem } from '../fetch/site';
import type { ServerPage } from '../html/server-page';
import { pageKey } from '../fetch/site-plan';
import { attr, clip, rawText, squash, textBlocks, type PageDocument } from './document';
import { pageText, reviewFacts, type ReviewFacts } from './index';
import { numberingPlans } from './country';
import { phoneKey, readTel } from './phones';
import type { ProofreadingNote } from './proofreading';
import { isCached, shortUrl } from './files';
import { sitePageLinks } from './links';
import { menuLabelsToHome, type MenuToHome } from './menu-labels';
import { menuLabelsToOtherPages, type MenuToPage } from './menu-targets';
import { nameMismatches, type NameMismatch } from './business-name';
import { careerMismatches } from './career-years';
import { addressMismatches, type AddressMismatch } from './site-addresses';
import { hoursMismatches, type HoursMismatch } from './site-hours';
import { sameExcerpts, type SameExcerpt } from './post-excerpts';
import { formRecipientMismatches, yearsMismatches, type FormRecipientMismatch, type YearsMismatch } from './site-claims';
import { spellChecker } from './spelling/checker';
import { siteMisspellings, type Misspelling } from './spelling/misspellings';

/** One page the review asked for: its facts when it answered with a page of the site, else why not. */
export interface PageRead {
  /** The address after redirects, and its short form (/about.html) for sentences. */
  url: string;
  path: string;
  status: number | null;
  problem: PageProblem | null;
  /** The link text that led to it (the submitted page has none). */
  linkText: string | null;
  facts: ReviewFacts | null;
  /** What a visitor reads on it, one block per entry. */
  text: string[];
}

export interface SiteWideFacts {
  /** Pages with facts (the submitted one first), pages asked for, and pages the submitted one links to, from its menu too. */
  read: number;
  asked: number;
  linked: number;
  menuLinked: number;
  menuRead: number;
  /** Pages the review asked for that it could not read, and why. */
  notRead: { path: string; text: string; why: PageProblem }[];
  /** Pages the review asked for that the web server answered with its own page (a folder's listing, its default page), with the pages linking to them. */
  serverPages: { path: string; kind: ServerPage['kind']; text: string; linkText: string; from: string[] }[];
  /** Links of the site answering 404, 410 or 5xx, with the pages that link to them; counts of what was asked. */
  brokenLinks: { path: string; status: number; text: string; from: string[] }[];
  linksChecked: number;
  linksNotChecked: number;
  /** Forms whose action answers 404 or 410. */
  deadForms: { path: string; status: number; from: string[] }[];
  duplicateTitles: { text: string; pages: string[] }[];
  duplicateDescriptions: { text: string; pages: string[] }[];
  /** Numbers and addresses some pages show and others that show theirs do not. */
  contactMismatch: { kind: 'phone number' | 'e-mail address'; text: string; pages: string[]; of: number }[];
  /** Years in business the site counts that the start year it gives does not bear out (facts/site-claims.ts), and a person's years against their career's start (facts/career-years.ts). */
  yearsMismatch: YearsMismatch[];
  /** Pages that each state one street address for the business, when those are not one place (facts/site-addresses.ts). */
  addressMismatch: AddressMismatch | null;
  /** Days two pages give different opening hours for (facts/site-hours.ts). */
  hoursMismatch: HoursMismatch | null;
  /** One summary under different posts on the site's listings (facts/post-excerpts.ts). */
  sameExcerpts: SameExcerpt[];
  /** Forms that send to an address no page read shows, while the pages show another. */
  formRecipients: FormRecipientMismatch[];
  /** The business's name spelt two ways where the site names itself (facts/business-name.ts). */
  nameMismatch: NameMismatch[];
  /** Menu items that go to the home page under another page's name (facts/menu-labels.ts). */
  menuToHome: MenuToHome[];
  /** Menu items that go to another page the review read under a name that page does not answer (facts/menu-targets.ts). */
  menuToOtherPage: MenuToPage[];
  /** Menu pages that answered with an error (broken links, said there). */
  menuBroken: number;
  /** This site's files, loaded by any page read, that answered without caching: exact count, the heaviest first. */
  uncached: { count: number; examples: { file: string; bytes: number }[] };
  /** The sitemap's pages that answer errors, and menu pages it leaves out (null without a sitemap). */
  sitemap: { listed: number; dead: string[]; missing: { path: string; text: string }[] } | null;
  /** Words a spell checker finds misspelled in the pages' text, each with its suggestion, sentence and pages (facts/spelling). */
  misspellings?: Misspelling[];
  /** The model's proofreading notes that stand in the pages' text (facts/proofreading.ts); none without a model. */
  proofreading?: ProofreadingNote[];
}

const BROKEN = new Set([404, 410, 500, 502, 504]);
const pathOf = (url: string, home: string) => shortUrl(url, home) || '/';
const samePath = (url: string) => {
  const parsed = URL.parse(url);
  return parsed ? pageKey(parsed).replace(/^https?:\/\/[^/]+/i, '').replace(/(?<=.)\/$/, '') : url;
};

/**
 * The pages read, each with its facts, in the order they were asked for; each page's facts then say
 * which of the site's pages it links to have a form to write in (or a hosted one), and how many it
 * links to that were not read (one that answered an error too: the proof reads only pages that answered).
 */
export function readPages(site: FetchedSite): PageRead[] {
  const pages = readEach(site);
  const byKey = new Map<string, PageRead>();
  site.pages.forEach((fetched, i) => {
    for (const url of [fetched.url, fetched.finalUrl]) {
      const parsed = URL.parse(url);
      if (parsed && pages[i]!.facts) byKey.set(pageKey(parsed), pages[i]!);
    }
  });
  site.pages.forEach((fetched, i) => {
    const page = pages[i]!;
    if (!page.facts || !fetched.document) return;
    const linked = sitePageLinks(fetched.document).map((url) => byKey.get(pageKey(new URL(url))));
    page.facts.linkedForms = {
      pages: [...new Set(linked.filter((p) => p && p !== page && p.facts && (p.facts.forms.writeForms > 0 || p.facts.links.formService)).map((p) => p!.path))],
      unread: linked.filter((p) => p === undefined).length,
    };
  });
  return pages;
}

function readEach(site: FetchedSite): PageRead[] {
  const home = site.pages[0].finalUrl;
  return site.pages.map((page) => {
    const base = { url: page.finalUrl, path: pathOf(page.finalUrl, home), status: page.status, problem: page.problem, linkText: page.planned?.text ?? null };
    if (!page.page || !page.document) return { ...base, facts: null, text: [] };
    const links = site.links
      .filter((l) => l.from.some((f) => f.page === page.finalUrl) && !l.formAction)
      .map((l) => ({ url: l.url, text: l.from.find((f) => f.page === page.finalUrl)!.text, status: l.status, problem: l.problem }));
    const facts = reviewFacts({
      page: page.page,
      document: page.document,
      robotsTxt: site.robotsTxt,
      sitemapXml: site.sitemapXml,
      resources: page.resources,
      links,
      faviconIco: site.faviconIco,
      fetchedAt: site.fetchedAt,
    });
    return { ...base, facts, text: pageText(page.document) };
  });
}

function duplicates(pages: PageRead[], value: (f: ReviewFacts) => string | undefined): { text: string; pages: string[] }[] {
  const byText = new Map<string, { text: string; pages: string[] }>();
  for (const page of pages) {
    const text = page.facts ? value(page.facts) : undefined;
    if (!text) continue;
    const entry = byText.get(text) ?? { text, pages: [] };
    entry.pages.push(page.path);
    byText.set(text, entry);
  }
  return [...byText.values()].filter((d) => d.pages.length > 1);
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * Contact details (real ones: no placeholder, fax or registration number) per page, keyed by what
 * they dial (E.164, read in the page's plans), so that differently written forms of one match.
 */
function contactsOn(site: FetchedSite, pages: PageRead[]) {
  return pages.flatMap((page) => {
    const fetched = site.pages.find((p) => p.finalUrl === page.url);
    if (!page.facts || !fetched?.document) return [];
    const { country } = page.facts.contact;
    const plans = numberingPlans(country, page.facts.lang);
    const phones = new Map<string, string>();
    for (const written of page.facts.contact.phones) phones.set(phoneKey(written, plans), written);
    const faxes = new Set(page.facts.contact.faxes.map((written) => phoneKey(written, plans)));
    for (const a of fetched.document.tags('a')) {
      const href = (attr(a, 'href') ?? '').trim();
      if (!/^tel:/i.test(href)) continue;
      const number = safeDecode(href.slice(4).split('?')[0] ?? '').trim();
      const read = readTel(number, plans, country?.code ?? null);
      // A link that leaves out its country code stands for the number its page shows.
      const key = read.e164 ?? read.wrongCountry?.meant.e164;
      if (key && !read.standIn && !faxes.has(key) && !phones.has(key)) phones.set(key, number);
    }
    const emails = new Map<string, string>();
    for (const written of page.facts.contact.emails) if (written.includes('@')) emails.set(written.toLowerCase(), written);
    return [{ page: page.path, phones, emails }];
  });
}

function mismatches(shown: { page: string; values: Map<string, string> }[], kind: SiteWideFacts['contactMismatch'][number]['kind']): SiteWideFacts['contactMismatch'] {
  const showing = shown.filter((s) => s.values.size > 0);
  if (showing.length < 2) return [];
  const all = new Map<string, { text: string; pages: string[] }>();
  for (const { page, values } of showing) {
    for (const [key, text] of values) {
      const entry = all.get(key) ?? { text, pages: [] };
      entry.pages.push(page);
      all.set(key, entry);
    }
  }
  // Every page that shows one shows the same ones: nothing differs.
  if ([...all.values()].every((e) => e.pages.length === showing.length)) return [];
  return [...all.values()].map((e) => ({ kind, text: clip(e.text, 40), pages: e.pages, of: showing.length }));
}

/** A page's title and main headings, each whole (a heading broken by <br> is one), for whom the page is about. */
const headsOf = (d: PageDocument) => [...d.tags('title').map((t) => squash(rawText(t))), ...d.tags('h1').map((h) => textBlocks([h]).join(' '))].filter(Boolean);

function uncachedFiles(site: FetchedSite): SiteWideFacts['uncached'] {
  const home = site.pages[0].finalUrl;
  const files = new Map<string, number>();
  for (const page of site.pages) {
    for (const r of page.resources) {
      if (r.latent || r.spare || r.thirdParty || r.status === null || r.status >= 400 || isCached(r) || /^text\/html/i.test(r.contentType)) continue;
      files.set(r.url, r.wireBytes);
    }
  }
  const sorted = [...files].sort((a, b) => b[1] - a[1]);
  return { count: sorted.length, examples: sorted.slice(0, 3).map(([url, bytes]) => ({ file: shortUrl(url, home), bytes })) };
}

export function siteWideFacts(site: FetchedSite, pages: PageRead[]): SiteWideFacts {
  const home = site.pages[0].finalUrl;
  const readPagesOnly = pages.filter((p) => p.facts);
  const menuPages = site.plan.pages.filter((p) => p.where === 'menu');
  const readKeys = new Set(readPagesOnly.map((p) => samePath(p.url)));
  // A planned page that answered an error is a broken link (said there), not a page left unread.
  const notRead = site.pages.filter((p) => p.planned && p.problem !== null).map((p) => ({ path: pathOf(p.url, home), text: p.planned!.text, why: p.problem! }));

  const broken = site.links.filter((l) => l.status !== null && BROKEN.has(l.status));
  const contacts = contactsOn(site, pages);
  const sitemapUrls = site.sitemapUrls;
  const deadPaths = new Set(broken.map((l) => samePath(l.url)));
  const listed = sitemapUrls ? new Set(sitemapUrls.map(samePath)) : null;

  // The pages that answered with a page of the site, for the facts read across them.
  const readSitePages = { ...site, pages: site.pages.filter((p, i) => pages[i]?.facts) as FetchedSite['pages'] };
  const documents = site.pages.flatMap((p, i) => (pages[i]?.facts && p.document ? [{ path: pages[i]!.path, document: p.document }] : []));
  return {
    read: readPagesOnly.length,
    asked: site.pages.length,
    linked: site.plan.linked,
    menuLinked: site.plan.menuLinked,
    menuRead: menuPages.filter((p) => readKeys.has(samePath(p.url))).length,
    menuBroken: menuPages.filter((p) => deadPaths.has(samePath(p.url))).length,
    uncached: uncachedFiles(site),
    notRead,
    serverPages: site.pages.flatMap((p) => {
      if (!p.planned || (p.problem !== 'directory listing' && p.problem !== 'server default page')) return [];
      const link = site.links.find((l) => samePath(l.url) === samePath(p.url));
      return [{ path: pathOf(p.url, home), kind: p.problem, text: clip(p.server?.text ?? '', 80), linkText: clip(p.planned.text, 60), from: (link?.from ?? []).map((f) => pathOf(f.page, home)) }];
    }),
    brokenLinks: broken
      .filter((l) => !l.formAction || l.from.some((f) => f.text))
      .map((l) => ({ path: pathOf(l.url, home), status: l.status!, text: clip(l.from.find((f) => f.text)?.text ?? l.text, 60), from: l.from.map((f) => pathOf(f.page, home)) })),
    linksChecked: site.links.filter((l) => l.status !== null).length,
    linksNotChecked: site.links.filter((l) => l.problem === 'not checked: cap').length,
    deadForms: broken.filter((l) => l.formAction && (l.status === 404 || l.status === 410)).map((l) => ({ path: pathOf(l.url, home), status: l.status!, from: l.from.map((f) => pathOf(f.page, home)) })),
    duplicateTitles: duplicates(readPagesOnly, (f) => f.title?.text),
    duplicateDescriptions: duplicates(readPagesOnly, (f) => f.description?.text),
    contactMismatch: [
      ...mismatches(contacts.map((c) => ({ page: c.page, values: c.phones })), 'phone number'),
      ...mismatches(contacts.map((c) => ({ page: c.page, values: c.emails })), 'e-mail address'),
    ],
    yearsMismatch: [
      ...yearsMismatches(readPagesOnly.map((p) => ({ page: p.path, blocks: p.text })), site.fetchedAt),
      ...careerMismatches(
        site.pages.flatMap((p, i) => (pages[i]?.facts && p.document ? [{ page: pages[i]!.path, blocks: pages[i]!.text, heads: headsOf(p.document) }] : [])),
        site.fetchedAt,
      ),
    ],
    addressMismatch: addressMismatches(readSitePages, (url) => pathOf(url, home)),
    hoursMismatch: hoursMismatches(readSitePages, (url) => pathOf(url, home)),
    sameExcerpts: sameExcerpts(readSitePages, (url) => pathOf(url, home)),
    formRecipients: formRecipientMismatches(site, (url) => pathOf(url, home), readPagesOnly.map((p) => ({ page: p.path, emails: p.facts!.contact.emails }))),
    menuToHome: menuLabelsToHome(site, (url) => pathOf(url, home)),
    menuToOtherPage: menuLabelsToOtherPages(site, (url) => pathOf(url, home)),
    nameMismatch: nameMismatches(site, (url) => pathOf(url, home)),
    misspellings: siteMisspellings(documents, spellChecker),
    sitemap:
      listed && sitemapUrls
        ? {
            listed: sitemapUrls.length,
            dead: [...listed].filter((p) => deadPaths.has(p)).slice(0, 10),
            missing: menuPages.filter((p) => !listed.has(samePath(p.url))).map((p) => ({ path: pathOf(p.url, home), text: clip(p.text, 40) })),
          }
        : null,
  };
}
