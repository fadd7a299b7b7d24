/**
 * The same summary under different posts: on a blog or news listing, post cards (an <article>, or a
 * block its class names a post, entry, teaser or news item) each with a title that links to its post
 * and a summary beside it, where two or more cards for different posts (other titles, other
 * addresses) show one summary word for word: a template's default excerpt, or a summary copied
 * from one post to the next. A card is read by what it holds, not by its words: one heading with a
 * link, and the longest text block outside the heading and the links. Pure: no I/O.
 */
import type { Element } from 'domhandler';
import type { FetchedSite } from '../fetch/site';
import { attr, clip, squash, textBlocks, type PageDocument } from './document';

export interface SameExcerpt {
  /** The summary, as the cards show it (clipped). */
  text: string;
  /** The posts it stands under, each with its title and the page that lists it. */
  posts: { title: string; page: string }[];
}

interface Card {
  title: string;
  href: string;
  excerpt: string;
  page: string;
}

const POST_CLASS = /\b(?:post|posts|entry|entries|blog|news|teaser|article|hentry)(?:[-_][\w-]+)?\b/i;
/** Cards that are no posts: a recurring event's, a product's, a person's, a review's share their words by right. */
const NOT_POST = /\b(?:event|events|product|service|team|member|staff|testimonial|review|job|listing|property)\b/i;
const HEADING = /^h[1-6]$/;
/** A summary's own ending that is the template's ("Read more", "[…]"), not the post's words. */
const READ_MORE = /\s*(?:\[(?:…|\.\.\.)\]|…|\.\.\.)?\s*(?:read more|continue reading|read the full (?:post|article)|more)?\s*(?:»|›|→|>)?\s*$/i;

const within = (node: Element, ancestor: Element) => {
  for (let p = node.parent; p; p = p.parent) if (p === ancestor) return true;
  return false;
};
const descendants = (el: Element, d: PageDocument) => d.all.filter((node) => within(node, el));

/** A card of one post: one heading whose link (in it or around it) goes to another page, and a summary block of a sentence's length. */
function cardOf(el: Element, d: PageDocument, pageUrl: string, page: string): Card | null {
  const inside = descendants(el, d);
  const headings = inside.filter((n) => HEADING.test(n.name));
  if (headings.length !== 1) return null;
  const heading = headings[0]!;
  const link = [...descendants(heading, d), ...inside].find((n) => n.name === 'a' && attr(n, 'href'));
  const around = (() => {
    for (let p = heading.parent; p && p !== el; p = p.parent) if ((p as Element).name === 'a') return p as Element;
    return null;
  })();
  const href = attr(around ?? link ?? heading, 'href');
  const target = href ? URL.parse(href, pageUrl) : null;
  if (!target || target.href.split('#')[0] === pageUrl.split('#')[0]) return null;
  const title = squash(textBlocks([heading]).join(' '));
  // The summary: text outside the heading and short links ("Read more"), and no date, byline or tags.
  const skip = (n: Element) => HEADING.test(n.name) || (n.name === 'a' && squash(textBlocks([n]).join(' ')).length < 40) || n.name === 'time' || /\b(?:date|meta|byline|author|tags?|categor\w*)\b/i.test(attr(n, 'class') ?? '');
  const blocks = textBlocks([el], { skip }).map((b) => b.replace(READ_MORE, '').trim());
  const excerpt = blocks.sort((a, b) => b.length - a.length)[0] ?? '';
  if (!title || excerpt.length < 25 || excerpt.split(' ').length < 4) return null;
  return { title, href: `${target.origin}${target.pathname}`, excerpt, page };
}

/** The post cards of a listing: the innermost post blocks holding a card, when the page lists two or more. */
function cardsOn(d: PageDocument, pageUrl: string, page: string): Card[] {
  const candidates = d.all.filter((el) => (el.name === 'article' || POST_CLASS.test(attr(el, 'class') ?? '')) && !NOT_POST.test(attr(el, 'class') ?? ''));
  const read = candidates.flatMap((el) => {
    const card = cardOf(el, d, pageUrl, page);
    return card ? [{ el, card }] : [];
  });
  // The innermost: a block holding another card is the list, not a card (a summary's own "entry-summary" block holds none).
  const cards = read.filter(({ el }) => !read.some((other) => other.el !== el && within(other.el, el))).map(({ card }) => card);
  return cards.length >= 2 ? cards : [];
}

/** Summaries that stand under two or more different posts on the listings of the pages read. */
export function sameExcerpts(site: FetchedSite, pathOf: (url: string) => string): SameExcerpt[] {
  const cards = site.pages.flatMap((p) => (p.document ? cardsOn(p.document, p.finalUrl, pathOf(p.finalUrl)) : []));
  const byText = new Map<string, Card[]>();
  for (const card of cards) byText.set(card.excerpt, [...(byText.get(card.excerpt) ?? []), card]);
  const found: SameExcerpt[] = [];
  for (const [text, same] of byText) {
    const posts: Card[] = [];
    for (const card of same) if (!posts.some((p) => p.href === card.href || p.title.toLowerCase() === card.title.toLowerCase())) posts.push(card);
    if (posts.length >= 2) found.push({ text: clip(text, 100), posts: posts.map(({ title, page }) => ({ title: clip(title, 80), page })) });
  }
  return found.slice(0, 3);
}
