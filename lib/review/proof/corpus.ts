/**
 * What the proof checks statements against: every page the review read, as fetched, read again
 * whole and independently of the facts stage. Each page's text blocks (hidden ones too: a claim that
 * something is absent must not hold only because a stylesheet hides it), every attribute value, its
 * title, the code of its inline scripts and styles, its response headers and the files it requested
 * with their answers. Pure: no I/O.
 */
import type { Element } from 'domhandler';
import type { PageVisit } from '../fetch/page';
import type { FetchedSite } from '../fetch/site';
import { rawText, squash, textBlocks, type PageDocument } from '../html/document';
import { shortUrl } from '../facts/files';
import { pageKey } from '../fetch/site-plan';

/** The pages by their page key, each under every address it was reached by. */
function byPageKey(entries: readonly { urls: string[]; page: ProofPage }[]): Map<string, ProofPage> {
  const map = new Map<string, ProofPage>();
  for (const { urls, page } of entries) for (const url of urls) {
    const parsed = URL.parse(url);
    if (parsed) map.set(pageKey(parsed), page);
  }
  return map;
}

export interface ProofPage {
  /** The address after redirects, and its short form for a site's evidence ("/about.html"). */
  url: string;
  path: string;
  document: PageDocument;
  headers: Record<string, string>;
  /** Every run of text between block boundaries, whitespace made one space, hidden or not. */
  blocks: string[];
  /** Every attribute value of every element, whitespace made one space. */
  attributes: string[];
  /** The <title>'s text. */
  title: string;
  /** The text of its inline scripts and styles: code a quote of it may stand in. */
  code: string[];
  /** The page's HTML as fetched, whitespace made one space: what a quotation of its markup ("<jdoc:include>") stands in. */
  source: string;
  /** The page's text, attributes and title together, in the searchable form (normalised). */
  searchable: string;
  /** Each file the page requested, by its short address on this page and its full one: its status or why it has none. */
  files: Map<string, { status: number | null; contentType: string; latent: boolean }>;
}

export interface ProofCorpus {
  pages: ProofPage[];
  /** The submitted page. */
  home: ProofPage;
  byUrl: Map<string, ProofPage>;
  /** Each page by its address as asked for and after redirects, one key per page (fetch/site-plan.ts pageKey). */
  byPageKey: Map<string, ProofPage>;
  /** The site's own files the review read besides its pages: robots.txt and the sitemap, whitespace made one space. */
  siteFiles: string[];
  /** What the web server answered where a page was expected (a directory listing, its default page): no page of the site, but a line naming its address may quote it. */
  serverPages: ProofPage[];
}

/**
 * The form a claim of absence is searched in: lower case, letters without their accents, "&" as
 * "and", every run of punctuation and space one space.
 */
export function searchable(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}@]+/gu, ' ')
    .trim()} `;
}

export function proofPage(url: string, document: PageDocument, body: string, resources: FetchedSite['pages'][number]['resources']): ProofPage {
  const blocks = textBlocks(document.doc.children, { whole: true });
  const code = [...document.tags('script'), ...document.tags('style')].map((el) => squash(rawText(el))).filter(Boolean);
  const attributes = document.all.flatMap((el: Element) => Object.values(el.attribs).map(squash)).filter(Boolean);
  const title = squash(document.tags('title').map(rawText).join(' '));
  const files = new Map<string, { status: number | null; contentType: string; latent: boolean }>();
  for (const r of resources) {
    // Requested on the first load, or only named by a stylesheet (fetched to check it: latent).
    const answer = { status: r.status, contentType: r.contentType, latent: r.latent === true };
    files.set(r.url, answer);
    files.set(shortUrl(r.url, url), answer);
  }
  return {
    url,
    path: shortUrl(url, url) || '/',
    document,
    headers: document.headers,
    blocks,
    attributes,
    title,
    code,
    source: squash(body),
    searchable: searchable([title, ...blocks, ...attributes].join(' \n ')),
    files,
  };
}

/** The pages of a site review as the proof reads them, the submitted one first (pages that answered with no document are left out). */
export function proofCorpus(site: FetchedSite): ProofCorpus {
  const read = site.pages.filter((p) => p.document && p.page).map((p) => ({ urls: [p.url, p.finalUrl], page: proofPage(p.finalUrl, p.document!, p.page!.body, p.resources) }));
  const pages = read.map((r) => r.page);
  const siteFiles = [site.robotsTxt, site.sitemapXml].filter((t): t is string => Boolean(t)).map(squash);
  const serverPages = site.pages.flatMap((p) => (p.server ? [{ ...proofPage(p.finalUrl, p.server.document, p.server.body, []), path: shortUrl(p.finalUrl, site.pages[0].finalUrl) }] : []));
  return { pages, home: pages[0]!, byUrl: new Map(pages.map((p) => [p.url, p])), byPageKey: byPageKey(read), siteFiles, serverPages };
}

/** A corpus of pages already read (the first is the submitted one), each under its own address. */
export function corpusOf(pages: ProofPage[], siteFiles: string[] = []): ProofCorpus {
  return { pages, home: pages[0]!, byUrl: new Map(pages.map((p) => [p.url, p])), byPageKey: byPageKey(pages.map((page) => ({ urls: [page.url], page }))), siteFiles, serverPages: [] };
}

/** One fetched page as the proof reads it (a review of one page, and the tests of the rules on one page). */
export function pageCorpus(fetched: PageVisit): ProofCorpus {
  const home = proofPage(fetched.page.url, fetched.document, fetched.page.body, fetched.resources);
  const siteFiles = [fetched.robotsTxt, fetched.sitemapXml].filter((t): t is string => Boolean(t)).map(squash);
  return { pages: [home], home, byUrl: new Map([[home.url, home]]), byPageKey: byPageKey([{ urls: [home.url], page: home }]), siteFiles, serverPages: [] };
}
