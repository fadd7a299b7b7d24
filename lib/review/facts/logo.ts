/**
 * Which picture is the business's logo, from evidence: its class, id or itemprop (or its link's),
 * an alt text that says "logo", the schema.org logo, a link to the home page from the page's
 * header, or a file named as a logo that no link takes to another site. And which is not: the
 * credit to whoever built the site ("Website by", "Designed by", an alt naming a web agency) is never
 * the business's logo. A file's name alone never says a picture is not the logo. Pure.
 */
import { isTag, type Element } from 'domhandler';
import { attr, rawText, resolve, squash, visibleText, type PageDocument } from './document';

/** A file's name without its folder, extension and size suffix (logo-300x80.png → logo). */
export const fileStem = (file: string) =>
  (file.split(/[?#]/)[0]!.split('/').at(-1) ?? '').replace(/\.[a-z0-9]+$/i, '').replace(/[-_@]?(?:\d+x\d*|\d*x\d+|\d+w|orig|scaled|copy)$/i, '');

/** Words that credit who built or hosts the site. */
const CREDIT = /\b(?:website|web site|site|web design|design|designed|developed|development|built|created|made|powered|hosted|hosting|crafted)(?: and \w+)? by\b/i;
/** An alt text that names a web or design agency. */
const AGENCY = /\b(?:web|website|digital|internet|interactive|seo)\s+(?:design|agency|studio|marketing|solutions|media|services|development)\b/i;
const LOGO_WORD = /logo/i;
/** "logo" as one word of a class or id (site-logo, fusion-logo-link), not a strip of others' logos ("partner-logos"). */
const LOGO_TOKEN = /(?:^|[\s_-])logo(?:$|[\s_-])/i;
const BRAND = /(?:^|[\s_-])(?:navbar-|site-)?brand(?:ing)?(?:$|[\s_-])/i;
const HEADER = /(?:^|[\s_-])(?:header|masthead|site-branding|navbar|topbar)(?:$|[\s_-])/i;

const parentOf = (el: Element): Element | null => (el.parent && isTag(el.parent) ? el.parent : null);
function ancestor(el: Element, match: (e: Element) => boolean, depth = 30): Element | null {
  for (let p = parentOf(el), i = 0; p && i < depth; p = parentOf(p), i += 1) if (match(p)) return p;
  return null;
}
const linkOf = (img: Element) => ancestor(img, (e) => e.name === 'a' && attr(e, 'href') !== undefined, 4);

/** The words that credit the site's builder around a picture ("Designed by"), as the page writes them, or null. */
export function creditWords(img: Element, d: PageDocument): string | null {
  const link = linkOf(img);
  const target = link ? resolve(attr(link, 'href'), d.base) : null;
  const offSite = target !== null && /^https?:$/.test(target.protocol) && !d.isFirstParty(target.hostname.toLowerCase());
  const alt = squash(attr(img, 'alt') ?? '');
  const own = [alt, squash(attr(img, 'title') ?? ''), ...(link ? [squash(attr(link, 'title') ?? ''), squash(attr(link, 'aria-label') ?? ''), visibleText(link.children)] : [])];
  for (const text of own) if (CREDIT.exec(text)) return CREDIT.exec(text)![0];
  // The line around it: the nearest element with text of its own, when it is short (a footer's credit line, not the whole footer).
  const around = ancestor(img, (e) => visibleText(e.children) !== '', 3);
  const line = around ? visibleText(around.children) : '';
  if (line.length <= 160 && CREDIT.test(line)) return CREDIT.exec(line)![0];
  // An alt naming a web agency, on a picture that links to another site or sits in the footer.
  if (AGENCY.test(alt) && (offSite || ancestor(img, (e) => e.name === 'footer' || /(?:^|[\s_-])footer(?:$|[\s_-])/i.test(`${attr(e, 'id') ?? ''} ${attr(e, 'class') ?? ''}`)))) return AGENCY.exec(alt)![0];
  return null;
}

/** The logo addresses the page's schema.org data gives (JSON-LD "logo", as a URL or an ImageObject's url). */
function structuredLogos(d: PageDocument): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key === 'logo') for (const logo of [value].flat()) {
        const url = typeof logo === 'string' ? logo : logo && typeof logo === 'object' ? (logo as Record<string, unknown>).url ?? (logo as Record<string, unknown>).contentUrl : null;
        const resolved = typeof url === 'string' ? resolve(url, d.base) : null;
        if (resolved) found.add(resolved.href);
      }
      visit(value);
    }
  };
  for (const script of d.tags('script')) {
    if (!/ld\+json/i.test(attr(script, 'type') ?? '')) continue;
    try {
      visit(JSON.parse(rawText(script)));
    } catch {
      // invalid JSON-LD names no logo
    }
  }
  return found;
}

const homePaths = /^\/(?:index\.(?:html?|php))?$/i;
const cache = new WeakMap<PageDocument, Set<string>>();

/**
 * The picture is the business's logo: the evidence says so (its file's name counts only where no
 * link takes it to another site), and it is no credit to whoever built the site. `byAlt: false`
 * leaves its alt text out of the evidence, to judge that alt.
 */
export function isLogo(img: Element, file: string, d: PageDocument, options: { byAlt?: boolean } = {}): boolean {
  if (creditWords(img, d)) return false;
  const link = linkOf(img);
  const target = link ? resolve(attr(link, 'href'), d.base) : null;
  const offSite = target !== null && /^https?:$/.test(target.protocol) && !d.isFirstParty(target.hostname.toLowerCase());
  const parent = parentOf(img);
  const marks = [img, link, parent].filter((e): e is Element => e !== null).map((e) => `${attr(e, 'class') ?? ''} ${attr(e, 'id') ?? ''}`);
  if (LOGO_WORD.test(`${marks[0]} ${attr(img, 'itemprop') ?? ''}`) || marks.slice(1).some((m) => LOGO_TOKEN.test(m) || BRAND.test(m))) return true;
  // An alt that says "logo" is evidence, except of whether that alt suits the picture (byAlt: false).
  if (options.byAlt !== false && /\blogo\b/i.test(attr(img, 'alt') ?? '')) return true;
  if (!cache.has(d)) cache.set(d, structuredLogos(d));
  const shown = resolve(file, d.base);
  if (shown && cache.get(d)!.has(shown.href)) return true;
  const home = target !== null && !offSite && homePaths.test(target.pathname) && !target.search;
  if (home && ancestor(img, (e) => e.name === 'header' || attr(e, 'role') === 'banner' || HEADER.test(`${attr(e, 'id') ?? ''} ${attr(e, 'class') ?? ''}`))) return true;
  return !offSite && LOGO_WORD.test(fileStem(file));
}
