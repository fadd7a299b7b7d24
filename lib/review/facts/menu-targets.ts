/**
 * Menu items that name one page and go to another of the site's pages: a "Pricing" whose link leads
 * to the About page. Said only of a page the review read, as it ends after its redirects, when
 * nothing on that page answers the label: its title, its headings (h1 to h3), its address's words,
 * the item its own menu marks as current (another than the label), and its text outside the menus
 * share none of the label's words (stems, and the few words menus use for one page: About is Our
 * Story, Contact is Find Us). A label that fits any page ("More", "Learn more"), a call to action
 * ("Book now" to the contact page), a dropdown's parent, a language switch, a breadcrumb and a page
 * in another language are not judged; nor is a page whose title and main heading say nothing but
 * the business's name. Pure: no I/O.
 */
import type { FetchedPage, FetchedSite } from '../fetch/site';
import { pageKey } from '../fetch/site-plan';
import { isTag, type Element } from 'domhandler';
import { attr, clip, isDeadHref, rawText, squash, textBlocks, type PageDocument } from './document';
import { hasPicture, HOME_LABEL, inMenu, labelWords, LANGUAGE_LABEL, POSTS_LABEL, sharesWord, within } from './menu-labels';

export interface MenuToPage {
  label: string;
  /** The pages whose menu has it (short paths), and the page it goes to, with what that page's title and first h1 say (null when only the business's name). */
  pages: string[];
  target: string;
  title: string | null;
  h1: string | null;
}

/** Labels that fit any page, and what a menu offers to do rather than names a page. */
const ANY_PAGE =
  /^(?:more|more info|more information|info|information|learn more|read more|see more|view more|find out more|click here|here|details|see all|view all|explore|discover|resources|links|useful links|downloads|next|previous|prev|back|continue|go|open|close|menu|search|login|log in|sign in|sign up|register|my account|account|cart|basket|checkout|sitemap|site map|top|print)$/i;
const ACTION =
  /^(?:book|get|call|contact|request|schedule|make|donate|give|order|buy|shop|start|join|apply|subscribe|pay|reserve|find|see|view|watch|listen|visit|meet|email|e-mail|text|chat|write|ask|try|download|claim|send|check|enquire|inquire|register|sign|log|hire|plan|take|let['’]s|talk|speak|click)\b/i;
/** Words menus use for one page: a label in one group answers a page that names another of it. */
const SAME_PAGE = [
  'about story history who mission values vision beliefs team staff people bio biography profile background firm company leadership board partners attorneys lawyers doctors dentists physicians providers clergy pastors professionals experts',
  'contact touch reach location locations directions find visit map hours address office offices enquiry inquiry new welcome',
  'services service offer solutions treatments specialties specialities expertise capabilities practice areas',
  'pricing prices price rates fees cost costs packages plans tariffs payment payments financing insurance billing',
  'gallery photos photo pictures images portfolio work projects showcase album',
  'blog news articles updates journal posts insights press media sermons podcast podcasts videos video livestream',
  'faq faqs questions answers help support',
  'testimonials reviews feedback ratings clients',
  'events calendar schedule worship services sunday times mass liturgy',
  'ministries ministry involved volunteer volunteers groups programs outreach serve',
  'menu menus food dishes takeout carryout delivery dinner lunch breakfast brunch drinks wine',
  'careers jobs employment vacancies hiring opportunities',
  'donate give giving donation donations support',
  'appointments appointment book booking reservations reservation',
  'shop store products catalog catalogue',
].map((group) => labelWords(group));
const sameMeaning = (a: readonly string[], b: readonly string[]) => sharesWord(a, b) || SAME_PAGE.some((group) => sharesWord(a, group) && sharesWord(b, group));

/** A title or heading split at its separators ("About | Harbor & Vale" is "About" and "Harbor & Vale"). */
const segments = (title: string) => title.split(/\s+[|–—·•»:~/-]\s+|\s*[|·•»]\s*/).map(squash).filter(Boolean);
/** A link that opens a submenu (its item holds a list of links, or it says it has a popup): where it leads is the theme's choice. */
const isDropdownParent = (a: Element) =>
  ['aria-haspopup', 'aria-expanded', 'data-toggle', 'data-bs-toggle'].some((name) => attr(a, name) !== undefined) ||
  /\b(?:dropdown|has-sub|submenu|sub-menu|menu-item-has-children|has-children|parent)\b/i.test(`${attr(a, 'class') ?? ''} ${a.parent && isTag(a.parent) ? (attr(a.parent, 'class') ?? '') : ''}`) ||
  (a.parent !== null && isTag(a.parent) && a.parent.name === 'li' && a.parent.children.some((c) => isTag(c) && c !== a && (c.name === 'ul' || c.name === 'ol' || c.name === 'div')));
const isBreadcrumb = (a: Element) => within(a, (p) => /breadcrumb/i.test(`${attr(p, 'class') ?? ''} ${attr(p, 'id') ?? ''} ${attr(p, 'aria-label') ?? ''}`));
const isCurrent = (a: Element) =>
  (attr(a, 'aria-current') ?? 'false') !== 'false' ||
  [a, a.parent].some((el) => el && isTag(el) && /\b(?:current|active|selected|current-menu-item|current_page_item)\b/i.test(attr(el, 'class') ?? ''));
const langOf = (d: PageDocument) => {
  const html = d.tags('html')[0];
  return (html ? (attr(html, 'lang') ?? '') : '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
};
const pathWords = (url: string) => {
  const path = (URL.parse(url)?.pathname ?? '').replace(/\.[a-z]+$/i, '');
  try {
    return labelWords(decodeURIComponent(path));
  } catch {
    return labelWords(path);
  }
};

interface Target {
  path: string;
  lang: string;
  title: string;
  h1: string | null;
  /** Whether the title or the first h1 says more than the business's name. */
  titleSays: boolean;
  h1Says: boolean;
  /** Words of the title, headings, address, and the text outside the menus; and the labels its own menu marks current. */
  named: string[];
  text: string[];
  current: string[];
  listsPosts: boolean;
}

function readTarget(page: FetchedPage, d: PageDocument, path: string, nameWords: readonly string[]): Target {
  const title = squash(d.tags('title').map(rawText).join(' '));
  const h1 = d.tags('h1').map((h) => textBlocks([h])[0] ?? '').find(Boolean) ?? null;
  const heads = ['h1', 'h2', 'h3'].flatMap((tag) => d.tags(tag).map((h) => textBlocks([h]).join(' ')));
  const says = (text: string) => labelWords(text).some((w) => !sharesWord([w], nameWords));
  const body = d.tags('body')[0];
  const outsideMenus = textBlocks(body ? [body] : d.doc.children, { skipAriaHidden: true, skip: (el) => el.name === 'nav' || el.name === 'header' || el.name === 'footer' || (el.name === 'a' && inMenu(el)) });
  return {
    path,
    lang: langOf(d),
    title,
    h1,
    titleSays: segments(title).some(says),
    h1Says: h1 !== null && says(h1),
    named: [...labelWords(title), ...heads.flatMap(labelWords), ...pathWords(page.finalUrl)],
    text: outsideMenus.flatMap(labelWords),
    current: d.all.filter((el) => (el.name === 'a' || attr(el, 'aria-current') !== undefined) && inMenu(el) && isCurrent(el)).map((el) => squash(d.accessibleName(el))),
    listsPosts: d.tags('article').length >= 2,
  };
}

/** The words that name the business: its domain, og:site_name, and the parts of titles that several pages share. */
function businessNameWords(site: FetchedSite): string[] {
  const read = site.pages.filter((p) => p.document);
  const count = new Map<string, number>();
  for (const p of read) for (const s of new Set(segments(squash(p.document!.tags('title').map(rawText).join(' '))).map((t) => t.toLowerCase()))) count.set(s, (count.get(s) ?? 0) + 1);
  const host = URL.parse(site.pages[0].finalUrl)?.hostname.replace(/^www\./, '').replace(/\.[a-z.]+$/i, '') ?? '';
  const siteName = read.flatMap((p) => p.document!.metas.filter((m) => (attr(m, 'property') ?? '').toLowerCase() === 'og:site_name').map((m) => attr(m, 'content') ?? ''));
  return [...labelWords(host.replace(/[-_.]/g, ' ')), ...siteName.flatMap(labelWords), ...[...count].filter(([, n]) => n >= 2).flatMap(([s]) => labelWords(s))];
}

/** Menu labels of the pages read that go to another page the review read, which answers none of their words. */
export function menuLabelsToOtherPages(site: FetchedSite, pathOf: (url: string) => string): MenuToPage[] {
  const first = URL.parse(site.pages[0].finalUrl);
  if (!first) return [];
  const rootKey = pageKey(new URL('/', first));
  const nameWords = businessNameWords(site);
  const byKey = new Map<string, { page: FetchedPage; d: PageDocument }>();
  for (const page of site.pages) {
    if (!page.document || page.problem !== null) continue;
    for (const u of [page.url, page.finalUrl]) {
      const parsed = URL.parse(u);
      if (parsed) byKey.set(pageKey(parsed), { page, d: page.document });
    }
  }
  const targets = new Map<FetchedPage, Target>();
  const targetOf = (page: FetchedPage, d: PageDocument) => targets.get(page) ?? targets.set(page, readTarget(page, d, pathOf(page.finalUrl), nameWords)).get(page)!;
  const found = new Map<string, MenuToPage>();
  for (const page of site.pages) {
    const d = page.document;
    if (!d?.base || page.problem !== null) continue;
    for (const a of d.tags('a')) {
      const href = (attr(a, 'href') ?? '').trim();
      if (isDeadHref(href) || href.includes('#') || attr(a, 'hreflang') !== undefined || attr(a, 'lang') !== undefined || !inMenu(a) || hasPicture(a) || isDropdownParent(a) || isBreadcrumb(a)) continue;
      const url = URL.parse(href, d.base);
      const hit = url && url.origin === first.origin ? byKey.get(pageKey(url)) : undefined;
      const finalUrl = hit && URL.parse(hit.page.finalUrl);
      if (!hit || !finalUrl || pageKey(finalUrl) === rootKey) continue;
      const label = squash(d.accessibleName(a));
      const words = labelWords(label);
      if (!label || label.length > 40 || words.length === 0 || !/\p{L}/u.test(label) || HOME_LABEL.test(label) || LANGUAGE_LABEL.test(label) || ANY_PAGE.test(label) || ACTION.test(label)) continue;
      const target = targetOf(hit.page, hit.d);
      if ((!target.titleSays && !target.h1Says) || (target.lang && langOf(d) && target.lang !== langOf(d)) || (target.listsPosts && POSTS_LABEL.test(label))) continue;
      const current = target.current.filter((c) => c.toLowerCase() !== label.toLowerCase()).flatMap(labelWords);
      if (sameMeaning(words, target.named) || sameMeaning(words, current) || words.every((w) => sharesWord([w], target.text)) || sharesWord(words, nameWords)) continue;
      const key = `${label.toLowerCase()} ${target.path}`;
      const entry = found.get(key) ?? { label: clip(label, 40), pages: [], target: target.path, title: target.titleSays ? clip(target.title, 80) : null, h1: target.h1Says ? clip(target.h1!, 80) : null };
      if (!entry.pages.includes(pathOf(page.finalUrl))) entry.pages.push(pathOf(page.finalUrl));
      found.set(key, entry);
    }
  }
  return [...found.values()];
}
