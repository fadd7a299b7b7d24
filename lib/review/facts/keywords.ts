/**
 * Keyword stuffing: a keywords meta stuffed with phrases, a dozen or more, most of them repeating
 * one word ("House Cleaning Coupons, Cleaning Discounts, Cheap Cleaning Services, …"), which Google
 * ignores and anyone who reads the page's code sees; a robots meta filled with phrases that are no
 * directive (./robots-meta.ts); and a paragraph or a list that names twenty or more places the
 * business serves, one after another, which search engines' spam policies name. Pure.
 */
import { isTag, type Element } from 'domhandler';
import { attr, clip, hiddenFromVisitor, isDeadHref, resolve, textBlocks, type PageDocument } from './document';

export interface PlaceList {
  /** The words before the list that say what it is ("Areas we serve"), and how many names it holds. */
  lead: string;
  /** A paragraph's run of names, or a list's items (<ul>, <ol>). */
  kind: 'paragraph' | 'list';
  count: number;
  examples: string[];
}

const MIN_PLACES = 20;
/** What says a list is of places served (not "practice areas", "areas of expertise"). */
const AREA_WORDS = /\b(?:we (?:proudly )?serve|proudly serving|serving|service areas?|areas? (?:we )?(?:serve|served|cover|covered)|communities|towns|cities|neighbou?rhoods|counties|suburbs)\b/i;
/** A place's name: one to four capitalised words, a state's or county's code allowed, no digits. */
const PLACE = /^[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*){0,3}$/u;
/** Words of a service or a practice, not a place ("Drain Cleaning", "Estate Planning"): a list of them is what the business does. */
const NOT_PLACE = /\b(?:repairs?|install\w*|cleaning|services?|care|law|planning|removal|inspections?|maintenance|replacement|design|management|consulting|tax|taxes|insurance|therapy|treatments?|surgery|litigation|defen[cs]e|injury|divorce|custody|bankruptcy|estates?|wills|trusts|painting|roofing|plumbing|heating|cooling|flooring|landscaping|lessons|classes|catering|weddings|parties)\b/i;
/** The item without a trailing state or county, by its code or its name after a comma ("Marlton, NJ", "Cherry Hill NJ", "Medford, New Jersey"). */
const withoutState = (item: string) => item.replace(/,?\s+[A-Z]{2}\.?$|,\s+[\p{Lu}][\p{L}.]*(?:\s+[\p{Lu}][\p{L}.]*)?$/u, '').trim();
const isPlace = (item: string) => PLACE.test(withoutState(item)) && !NOT_PLACE.test(item);

/**
 * The names that link each to a page of its own (a page per town): a menu of the places served,
 * not a run of names. Keyed by the name as written, lower case.
 */
function ownPageLinks(d: PageDocument): Map<string, string> {
  const links = new Map<string, string>();
  for (const a of d.tags('a')) {
    const href = (attr(a, 'href') ?? '').trim();
    const target = isDeadHref(href) || hiddenFromVisitor(a) ? null : resolve(href, d.base);
    if (target) links.set(textBlocks([a]).join(' ').toLowerCase(), target.href.replace(/#.*$/, ''));
  }
  return links;
}
/** Half the names or more link each to a page of their own. */
const namesPages = (items: readonly string[], links: Map<string, string>) => new Set(items.map((item) => links.get(item.toLowerCase())).filter(Boolean)).size * 2 >= items.length;

/**
 * A paragraph that lists twenty or more places one after another, after words that say they are
 * areas served ("We proudly serve: Marlton, Cherry Hill, …"). Links to a page per town are a menu,
 * not this: only a paragraph's own text counts.
 */
export function placeList(d: PageDocument): PlaceList | null {
  const body = d.tags('body')[0];
  const blocks = textBlocks(body ? [body] : d.doc.children, { skipAriaHidden: true, hiddenBy: d.styleHidden });
  const links = ownPageLinks(d);
  for (const [i, block] of blocks.entries()) {
    const colon = block.search(/:\s/);
    const lead = colon >= 0 && colon < 80 ? block.slice(0, colon) : '';
    const list = lead ? block.slice(colon + 1) : block;
    const items = list.split(/\s*[,;•|·]\s*/).map((item) => item.replace(/^(?:and|&)\s+/i, '').replace(/[.!]$/, '').trim()).filter(Boolean);
    if (items.length < MIN_PLACES || items.filter(isPlace).length < items.length - 1 || namesPages(items, links)) continue;
    const said = lead && AREA_WORDS.test(lead) ? lead : AREA_WORDS.test(blocks[i - 1] ?? '') && (blocks[i - 1] ?? '').length <= 80 ? blocks[i - 1]! : null;
    if (!said) continue;
    return { lead: clip(said, 60), kind: 'paragraph', count: items.length, examples: items.slice(0, 4).map((item) => clip(item, 40)) };
  }
  return listedPlaces(d, links);
}

const HEADING = /^h[1-6]$/;
const LEAD_TAGS = new Set(['p', 'strong', 'b', 'span', 'div', 'dt', 'summary', 'caption', 'label']);
const itemsOf = (list: Element) =>
  list.children.filter((c): c is Element => isTag(c) && c.name === 'li' && !hiddenFromVisitor(c)).map((li) => textBlocks([li], { skipAriaHidden: true }).join(' ').replace(/[.,;]$/, '').trim()).filter(Boolean);

/**
 * Lists (<ul>, <ol>; a run of them in columns counts as one) of twenty or more places, under a
 * heading or a short lead that says they are areas served. A list of names that each link to a
 * page of their own is a menu of the places; one of services or practice areas is not of places.
 */
function listedPlaces(d: PageDocument, links: Map<string, string>): PlaceList | null {
  let lead: string | null = null;
  let items: string[] = [];
  const judge = (): PlaceList | null =>
    lead && items.length >= MIN_PLACES && items.filter(isPlace).length >= items.length - 1 && !namesPages(items, links)
      ? { lead: clip(lead, 60), kind: 'list', count: items.length, examples: items.slice(0, 4).map((item) => clip(item, 40)) }
      : null;
  const inList = (el: Element) => {
    for (let p = el.parent; p; p = p.parent) if (isTag(p) && (p.name === 'ul' || p.name === 'ol')) return true;
    return false;
  };
  const partOfLead = (el: Element) => {
    for (let p = el.parent; p; p = p.parent) if (isTag(p) && (HEADING.test(p.name) || p.name === 'p')) return true;
    return false;
  };
  for (const el of d.all) {
    if (hiddenFromVisitor(el) || inList(el) || partOfLead(el)) continue;
    const text = HEADING.test(el.name) || LEAD_TAGS.has(el.name) ? textBlocks([el], { skipAriaHidden: true }).join(' ') : '';
    const leads = HEADING.test(el.name) || (LEAD_TAGS.has(el.name) && text.length > 0 && text.length <= 80 && !el.children.some((c) => isTag(c) && (c.name === 'ul' || c.name === 'ol' || c.name === 'div' || c.name === 'p')));
    if (leads) {
      const found = judge();
      if (found) return found;
      lead = AREA_WORDS.test(text) && text.length <= 80 ? text : null;
      items = [];
    } else if ((el.name === 'ul' || el.name === 'ol') && lead) {
      items.push(...itemsOf(el));
    }
  }
  return judge();
}

export interface StuffedKeywords {
  phrases: number;
  /** The word most phrases repeat, as the tag writes it, and how many phrases have it. */
  word: string;
  withWord: number;
  examples: string[];
}

const MIN_PHRASES = 12;
const MIN_REPEATS = 8;

export function stuffedKeywords(d: PageDocument): StuffedKeywords | null {
  const content = d.metaNamed('keywords').map((m) => attr(m, 'content') ?? '').join(',');
  const phrases = [...new Set(content.split(/[,;|]/).map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean))];
  if (phrases.length < MIN_PHRASES) return null;
  const counts = new Map<string, { written: string; n: number }>();
  for (const phrase of phrases) {
    const words = new Set(phrase.split(/[^\p{L}\p{N}]+/u).filter((w) => [...w].length >= 4));
    for (const word of words) {
      const entry = counts.get(word.toLowerCase()) ?? { written: word, n: 0 };
      entry.n += 1;
      counts.set(word.toLowerCase(), entry);
    }
  }
  const top = [...counts.values()].sort((a, b) => b.n - a.n)[0];
  if (!top || top.n < MIN_REPEATS || top.n * 2 < phrases.length) return null;
  const examples = phrases.filter((p) => p.toLowerCase().split(/[^\p{L}\p{N}]+/u).includes(top.written.toLowerCase())).slice(0, 4).map((p) => clip(p, 60));
  return { phrases: phrases.length, word: top.written, withWord: top.n, examples };
}
