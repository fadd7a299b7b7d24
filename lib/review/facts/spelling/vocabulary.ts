/**
 * The site's own vocabulary: names, places, brands and terms it uses on purpose, which no dictionary
 * has and a spell check must never name. A word is the site's when the site writes it with a capital
 * inside a sentence or in capitals, or has it in a page title, the site's name, an image's alt text
 * (the logo's too), its structured data, or a host name or path of the links it makes. Pure.
 */
import { attr, rawText, type PageDocument } from '../document';
import { isTitleCase } from './capitals';

/** The words of a text, in lower case: runs of letters (an apostrophe inside one keeps it whole). */
export const wordsOf = (text: string) => (text.toLowerCase().replace(/[’‘]/g, "'").match(/\p{L}+(?:'\p{L}+)*/gu) ?? []).flatMap((w) => [w, ...w.split("'")]);

const LETTERS = /[\p{L}’'-]+/gu;

/** A word with a capital after its first letter ("iPhone"), or a capital where no sentence starts: a name, not a misspelling. */
function capitalisedInText(block: string, into: Set<string>) {
  for (const match of block.matchAll(LETTERS)) {
    const word = match[0];
    if (!/\p{Lu}/u.test(word)) continue;
    const before = block.slice(0, match.index).trimEnd();
    const startsSentence = before === '' || /[.!?:…"“(©]$/.test(before);
    if (!startsSentence || /\p{Lu}/u.test(word.slice(1))) for (const w of wordsOf(word)) into.add(w);
  }
}

function linkWords(document: PageDocument, into: Set<string>) {
  for (const w of wordsOf(document.host.replace(/[.-]/g, ' '))) into.add(w);
  for (const el of [...document.tags('a'), ...document.tags('link'), ...document.tags('img'), ...document.tags('source')]) {
    for (const name of ['href', 'src']) {
      const value = attr(el, name);
      if (!value) continue;
      const url = URL.parse(value, document.base ?? undefined);
      const text = url ? `${url.hostname} ${decodeSafe(url.pathname)}` : value;
      for (const w of wordsOf(text.replace(/[._/-]+/g, ' '))) into.add(w);
    }
  }
}

const decodeSafe = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

const NAMES = ['og:site_name', 'og:title', 'application-name', 'apple-mobile-web-app-title', 'author'];

/**
 * The site's vocabulary from its pages: each page's document and the text blocks it shows. Its names
 * alone (`names`) leave out the capitals of Title Case headings and menus, where every word has one.
 */
export function siteVocabulary(pages: readonly { document: PageDocument; blocks: readonly string[] }[], options: { names?: boolean } = {}): Set<string> {
  const words = new Set<string>();
  const add = (text: string | undefined) => {
    if (text) for (const w of wordsOf(text)) words.add(w);
  };
  for (const { document, blocks } of pages) {
    for (const block of blocks) if (!options.names || !isTitleCase(block)) capitalisedInText(block, words);
    for (const title of document.tags('title')) add(rawText(title));
    for (const meta of document.metas) if (NAMES.includes((attr(meta, 'property') ?? attr(meta, 'name') ?? '').toLowerCase())) add(attr(meta, 'content'));
    for (const img of document.tags('img')) add(attr(img, 'alt'));
    for (const script of document.tags('script')) if (/ld\+json/i.test(attr(script, 'type') ?? '')) add(rawText(script));
    linkWords(document, words);
  }
  return words;
}
