/**
 * Menu items that say one page and go to another: a "Services" or a "Blog" in a page's menu whose
 * link leads back to the site's home page, or a "Pricing" that leads to the About page, when the
 * page it leads to has a title and main heading that share none of the label's words (its stems:
 * Service and Services are one). A label that names home, the business (the site's domain) or a
 * logo goes home rightly, and so does a "Blog" whose home page lists the posts; a one-page site's
 * menu goes to its sections (#about), a language switch to its own home: neither is this. Only a
 * page the review read is judged (./menu-targets.ts reads the inner ones). Pure: no I/O.
 */
import type { FetchedSite } from '../fetch/site';
import { pageKey } from '../fetch/site-plan';
import { isTag, type Element } from 'domhandler';
import { attr, clip, isDeadHref, rawText, squash, textBlocks } from './document';

export interface MenuToHome {
  label: string;
  /** The pages whose menu has it (short paths), and the home page's own path, title and first h1. */
  pages: string[];
  home: string;
  title: string;
  h1: string | null;
}

/** "Home" and its kin in the languages a small business's menu is written in. */
export const HOME_LABEL =
  /^(?:home|home ?page|start|start ?page|main|main page|welcome|index|top|logo|back|accueil|inicio|início|startseite|forside|hjem|hem|etusivu|kezdőlap|domů|úvod|strona główna|главная|начало|αρχική|首页|首頁|ホーム|홈|anasayfa|ana sayfa|trang chủ|beranda|página inicial|pagina iniziale|startsida|főoldal|головна|トップ|主页|메인|portada|acasă|หน้าแรก|דף הבית|الرئيسية|home page)$/iu;
/** A language switch's label: the language's own name, or its code ("EN", "FR"). */
export const LANGUAGE_LABEL =
  /^(?:[a-z]{2,3}(?:[-_][a-z]{2})?|english|español|espanol|français|francais|deutsch|italiano|português|portugues|nederlands|polski|русский|中文|日本語|한국어|svenska|dansk|norsk|suomi|türkçe|ελληνικά|čeština|magyar|română|العربية|עברית|tiếng việt|bahasa indonesia|bahasa melayu|català|euskara|galego|cymraeg|gaeilge)$/iu;
/** Labels a blog's home page answers when it lists the posts. */
export const POSTS_LABEL = /^(?:blog|news|journal|posts|articles|latest)$/i;
const STOP = new Set(['the', 'and', 'our', 'your', 'us', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'we', 'my', 'de', 'la', 'le', 'les', 'et', 'des', 'du', 'el', 'los', 'las', 'der', 'die', 'das', 'und', 'il', 'lo', 'di', 'het', 'en', 'och']);

/** A text's words, lower case without accents, stop words left out, each cut to its stem. */
export function labelWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) => (w.length > 4 ? w.replace(/(?:ies|es|s|ing|ed)$/, '') : w));
}

/** Do two stems name one word (Service/Services, Price/Pricing)? */
const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));
export const sharesWord = (a: readonly string[], b: readonly string[]) => a.some((x) => b.some((y) => sameWord(x, y)));

export const within = (el: Element, test: (p: Element) => boolean) => {
  for (let p = el.parent; p; p = p.parent) if (isTag(p) && test(p)) return true;
  return false;
};
/** A link that holds a picture (a logo) names the business by it, whatever its text. */
export const hasPicture = (el: Element): boolean => el.children.some((c) => isTag(c) && (c.name === 'img' || c.name === 'svg' || c.name === 'picture' || hasPicture(c)));
export const inMenu = (a: Element) =>
  within(a, (p) => p.name === 'nav' || p.name === 'header' || attr(p, 'role') === 'navigation' || /\b(?:nav|menu|navbar|navigation)\b/i.test(`${attr(p, 'id') ?? ''} ${attr(p, 'class') ?? ''}`));

/** Menu labels of the pages read that go to the home page, which says nothing of them. */
export function menuLabelsToHome(site: FetchedSite, pathOf: (url: string) => string): MenuToHome[] {
  const first = URL.parse(site.pages[0].finalUrl);
  if (!first) return [];
  const rootKey = pageKey(new URL('/', first));
  const root = site.pages.find((p) => p.document && [p.url, p.finalUrl].some((u) => URL.parse(u) && pageKey(new URL(u)) === rootKey));
  if (!root?.document) return [];
  const title = squash(root.document.tags('title').map(rawText).join(' '));
  if (!title) return [];
  const listsPosts = root.document.tags('article').length >= 2;
  const h1 = root.document.tags('h1').map((h) => textBlocks([h])[0] ?? '').find(Boolean) ?? null;
  const homeWords = [...labelWords(title), ...labelWords(h1 ?? ''), ...labelWords(first.hostname.replace(/^www\./, '').replace(/\.[a-z]+$/i, ''))];
  const found = new Map<string, MenuToHome>();
  for (const page of site.pages) {
    const d = page.document;
    if (!d?.base) continue;
    for (const a of d.tags('a')) {
      const href = (attr(a, 'href') ?? '').trim();
      if (isDeadHref(href) || href.includes('#') || attr(a, 'hreflang') !== undefined || attr(a, 'lang') !== undefined || !inMenu(a)) continue;
      if (hasPicture(a)) continue;
      const target = URL.parse(href, d.base);
      if (!target || target.origin !== first.origin || pageKey(target) !== rootKey) continue;
      const label = squash(d.accessibleName(a));
      const words = labelWords(label);
      if (!label || label.length > 40 || label.includes('"') || HOME_LABEL.test(label) || LANGUAGE_LABEL.test(label) || (listsPosts && POSTS_LABEL.test(label)) || words.length === 0 || sharesWord(words, homeWords)) continue;
      const key = label.toLowerCase();
      const entry = found.get(key) ?? { label: clip(label, 40), pages: [], home: pathOf(root.finalUrl), title: clip(title, 80), h1: h1 && clip(h1, 80) };
      if (!entry.pages.includes(pathOf(page.finalUrl))) entry.pages.push(pathOf(page.finalUrl));
      found.set(key, entry);
    }
  }
  return [...found.values()];
}
