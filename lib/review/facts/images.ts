/**
 * Image facts, read from the <img>, <picture> and image links of the page: how many, which have no
 * alt text or one that says nothing of the picture (a file name, a word for any picture), one alt
 * naming links to different pages, a decorative logo, a name only the logo shows, placeholder
 * pictures, and pictures only a script fills in. Pure.
 */
import { isTag, type Element } from 'domhandler';
import { findAll } from 'domutils';
import { attr, clip, hasAncestor, hiddenFromVisitor, pushDistinct, removedFromPage, rawText, resolve, squash, visibleText, type PageDocument } from './document';
import { factLimits } from './limits';
import { businessTypes } from './schema-org-types';
import { creditWords, fileStem, isLogo } from './logo';

const NOSCRIPT = new Set(['noscript']);
/** Attributes lazy-loading scripts read the real picture from. */
const SCRIPT_SOURCES = ['data-src', 'data-srcset', 'data-lazy-src', 'data-original', 'data-full-res', 'data-bg'];
/** Services that serve stand-in pictures for a template or a mock-up, whatever the picture's size or subject. */
const PLACEHOLDER_HOSTS =
  /(^|\.)(placehold\.co|placehold\.it|placehold\.jp|placeholder\.com|placeholder\.pics|dummyimage\.com|picsum\.photos|placekitten\.com|placebear\.com|placeimg\.com|fakeimg\.pl|lorempixel\.com|loremflickr\.com|fpoimg\.com|baconmockup\.com|fillmurray\.com|placecage\.com)$/i;
/** Holder.js's stand-ins ("holder.js/300x200"): a script draws a grey box with the box's size in it. */
const HOLDER_JS = /^holder\.js\//i;
/** A shop platform's picture for a product that has none: WooCommerce's placeholder, Shopify's no-image. */
const PLATFORM_STAND_IN = /(?:^|\/)woocommerce-placeholder(?:-\d+x\d+)?\.(?:png|jpe?g|webp)$|^\/s\/assets\/no-image-/i;

/**
 * Words that fit any picture: a word for a picture, where it sits on the page or what a template
 * calls it ("Card image cap", "Generic placeholder image", "First slide", "Featured image"). An alt
 * made of these alone (numbers aside) describes nothing, whatever its words.
 */
const ANY_PICTURE_WORDS = new Set(
  `a an the of this my your for here no number image images img photo photos photograph picture pictures pic pics graphic icon banner thumbnail thumb slide
  slider placeholder spacer alt text description untitled default sample demo generic dummy stock featured responsive card cap top bottom header
  background bg main first second third fourth fifth sixth bild foto imagen immagine afbeelding`.split(/\s+/),
);
/** The words that make an alt one for a picture at all (so "The first" is no such alt). */
const PICTURE_WORD = /\b(?:image|images|img|photo|photos|photograph|picture|pictures|pic|pics|graphic|icon|banner|thumbnail|thumb|slide|slider|placeholder|spacer|bild|foto|imagen|immagine|afbeelding)\b/i;

const GENERIC_ALT = new Set(['image', 'img', 'photo', 'picture', 'pic', 'graphic', 'logo', 'icon', 'banner', 'untitled', 'placeholder', 'spacer', 'alt', 'alt text', 'image description', 'photo description', 'thumbnail', 'header', 'slide', 'slider']);
const normal = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A company form after a name ("Acme LLC", "Smith & Co., Inc."): the name is written with or without it. */
const COMPANY_FORM = /\b(?:llc|l\.l\.c|inc|incorporated|ltd|limited|llp|pllc|plc|pc|p\.c|pty|co|corp|corporation|company|gmbh|ag|sa|srl|bv)\b\.?/gi;
/**
 * A business's name as it may be written anywhere on a page: accents dropped, "&" as "and", its
 * company form left off, case, punctuation and spacing ignored.
 */
export const nameKey = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, ' and ')
    .replace(COMPANY_FORM, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The names JSON-LD gives the business (a node whose @type is an organisation or a kind of business). */
function structuredBusinessNames(scripts: readonly Element[]): string[] {
  const names: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const types = ([] as unknown[]).concat(record['@type'] ?? []).filter((t): t is string => typeof t === 'string');
    if (typeof record.name === 'string' && types.some((t) => t === 'Organization' || businessTypes.has(t.replace(/^.*[/#:]/, '')))) names.push(record.name);
    if (record['@graph']) visit(record['@graph']);
  };
  for (const script of scripts) {
    if (!/ld\+json/i.test(attr(script, 'type') ?? '')) continue;
    try {
      visit(JSON.parse(rawText(script)));
    } catch {
      // invalid JSON-LD names nobody; the structured-data facts say so
    }
  }
  return names;
}

/** Why an alt text says nothing of its picture, or null when it may describe it. */
function vagueAlt(alt: string, file: string, img: Element, d: PageDocument): string | null {
  const bare = alt.toLowerCase().replace(/[^a-z ]+/g, ' ').trim();
  if (/\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?)$/i.test(alt.trim())) return 'a file name';
  if (/^(?:img|image|dsc|dscn|dcim|pxl|photo|pic|screenshot|screen shot|untitled)[-_ ]?\d{2,}/i.test(alt.trim())) return 'a camera’s or file’s number';
  const stem = fileStem(file);
  // One long run-together word taken from the file's name ("Firstlutheran" on firstlutheranlogocropped.png); a short word ("Outside") may well describe.
  if (!/\s/.test(alt.trim()) && normal(alt).length >= 10 && normal(stem).includes(normal(alt))) return 'words run together from the file’s name';
  if (bare === 'logo') {
    // The business's logo may be called so. "Not the logo" only where something besides the file's name says
    // so (the picture credits whoever built the site); elsewhere "logo" is a word that says nothing of the picture.
    const credit = creditWords(img, d);
    if (credit) return `"logo" on a credit to whoever built the site ("${credit}"), not the business’s logo`;
    return isLogo(img, file, d, { byAlt: false }) ? null : 'a word for any picture';
  }
  if (GENERIC_ALT.has(bare)) return 'a word for any picture';
  // A holder.js box's size ("100%x180", "300x200"): what the template's stand-in said of itself.
  if (/^\d+(?:%|px)?\s*[x×]\s*\d+(?:%|px)?$/i.test(alt.trim())) return 'a picture’s size';
  const words = alt.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (PICTURE_WORD.test(alt) && !/\blogo\b/i.test(alt) && words.every((w) => ANY_PICTURE_WORDS.has(w) || /^\d+$/.test(w))) return 'words that fit any picture';
  return null;
}

export function imageFacts(d: PageDocument) {
  const { tags, all, base } = d;
  // Images
  const images = {
    total: 0,
    missingAlt: 0,
    decorative: 0,
    missingAltExamples: [] as string[],
    placeholders: 0,
    placeholderExamples: [] as string[],
    /** Images with no src of their own that a script fills in, with no <noscript> copy. */
    scriptOnly: 0,
    scriptOnlyExamples: [] as string[],
    /** The alt text most images share, when three or more share one. */
    sharedAlt: null as { text: string; count: number } | null,
    /** Links whose only content is an image marked decorative (alt=""): they have no name at all. */
    decorativeLinks: 0,
    /** Alt texts that say nothing of the picture: a file name, a camera's number, a lone "logo" or "image". */
    vagueAlt: 0,
    vagueAltExamples: [] as string[],
    /** The logo marked decorative (alt="") with no name beside it: screen readers never hear the business's name. */
    decorativeLogo: null as string | null,
    /** One alt text naming image links to different pages. */
    sameAltLinks: null as { text: string; targets: number } | null,
    /** The business's name (from the title or site name) when no text on the page says it and its logo has no alt text. */
    brandOnlyInLogo: null as string | null,
  };
  const noscriptCopies = tags('noscript').length > 0;
  const altCounts = new Map<string, number>();
  const altWritten = new Map<string, string>();
  for (const img of tags('img')) {
    if (hasAncestor(img, NOSCRIPT)) continue;
    images.total += 1;
    const ownSrc = (attr(img, 'src') ?? '').trim();
    const scripted = SCRIPT_SOURCES.map((n) => attr(img, n)).find((v) => v && v.trim());
    if ((!ownSrc || /^data:/i.test(ownSrc)) && !(attr(img, 'srcset') ?? '').trim() && scripted && !noscriptCopies) {
      images.scriptOnly += 1;
      pushDistinct(images.scriptOnlyExamples, clip(scripted, factLimits.shortText), factLimits.examples);
    }
    const altText = squash(attr(img, 'alt') ?? '');
    if (altText) {
      const key = altText.toLowerCase();
      altCounts.set(key, (altCounts.get(key) ?? 0) + 1);
      if (!altWritten.has(key)) altWritten.set(key, altText);
    }
    const file = [attr(img, 'src'), ...SCRIPT_SOURCES.map((n) => attr(img, n))].find((v) => v && v.trim() && !/^data:/i.test(v.trim()))?.trim() ?? '';
    const vague = altText ? vagueAlt(altText, file, img, d) : null;
    if (vague) {
      images.vagueAlt += 1;
      pushDistinct(images.vagueAltExamples, clip(`alt="${altText}" on ${file || 'an image'}: ${vague}`, 140), factLimits.examples);
    }
    if (altText === '' && attr(img, 'alt') !== undefined && isLogo(img, file, d) && !images.decorativeLogo) {
      const parent = img.parent && isTag(img.parent) ? img.parent : null;
      const around = parent ? visibleText(parent.children) || (parent.parent && isTag(parent.parent) && parent.name === 'a' ? visibleText(parent.parent.children) : '') : '';
      if (!around && !(parent && d.accessibleName(parent) !== '' && parent.name === 'a')) images.decorativeLogo = clip(file, factLimits.shortText);
    }
    // The picture as shown, or as a lazy-loading script or holder.js fills it in.
    const sources = [attr(img, 'src'), ...SCRIPT_SOURCES.map((n) => attr(img, n)), (attr(img, 'srcset') ?? '').trim().split(/\s+/)[0]].map((v) => (v ?? '').trim()).filter(Boolean);
    const standIn =
      sources.find((v) => HOLDER_JS.test(v)) ??
      sources
        .map((v) => resolve(v, base))
        .find((u) => u !== null && /^https?:$/.test(u.protocol) && (PLACEHOLDER_HOSTS.test(u.hostname) || PLATFORM_STAND_IN.test(u.pathname)))?.href;
    if (standIn) {
      images.placeholders += 1;
      pushDistinct(images.placeholderExamples, clip(standIn, factLimits.shortText), factLimits.examples);
    }
    const alt = attr(img, 'alt');
    if (alt === undefined) {
      images.missingAlt += 1;
      const src = [attr(img, 'src'), ...SCRIPT_SOURCES.map((n) => attr(img, n)), (attr(img, 'srcset') ?? '').trim().split(/\s+/)[0]].find((v) => v && v.trim()) ?? '';
      pushDistinct(images.missingAltExamples, clip(src, factLimits.shortText), factLimits.examples);
    } else if (alt.trim() === '') images.decorative += 1;
  }
  for (const [key, count] of altCounts) if (count >= 3 && count > (images.sharedAlt?.count ?? 0)) images.sharedAlt = { text: clip(altWritten.get(key)!, factLimits.shortText), count };
  // A name the page gives itself (its site name, else the title's last part) that no visitor can read: only the logo, without alt, shows it.
  const unnamedLogo = tags('img').find((img) => !hasAncestor(img, NOSCRIPT) && !squash(attr(img, 'alt') ?? '') && isLogo(img, attr(img, 'src') ?? '', d));
  if (unnamedLogo) {
    const title = squash(tags('title').map(rawText).join(' '));
    const siteName = squash(d.metas.find((m) => (attr(m, 'property') ?? '').toLowerCase() === 'og:site_name')?.attribs.content ?? '');
    const titleParts = title
      .split(/\s+[|–—:·•-]\s+/)
      .map((p) => p.trim())
      .filter((p) => p.length >= 3 && !/^(?:home|homepage|welcome|index|untitled|(?:about|contact)(?: us)?|services|blog|news|gallery|menu|faqs?|team|testimonials|reviews)$/i.test(p));
    // The name as the page's structured data gives it for the business too: any of them written anywhere a visitor reads is the name shown.
    const candidates = [siteName, ...titleParts, ...structuredBusinessNames(tags('script'))].filter((c) => nameKey(c).length >= 3);
    const readable = nameKey(
      [visibleText(tags('body')[0]?.children ?? d.doc.children), ...all.map((el) => `${attr(el, 'alt') ?? ''} ${attr(el, 'aria-label') ?? ''}`)].join(' '),
    );
    if (candidates.length > 0 && !candidates.some((c) => readable.includes(nameKey(c)))) images.brandOnlyInLogo = clip(siteName || titleParts.at(-1) || candidates[0]!, factLimits.shortText);
  }
  // Image links named by their alt alone: one name for different destinations leaves a screen-reader user guessing.
  const targetsByAlt = new Map<string, { text: string; hrefs: Set<string> }>();
  for (const a of tags('a')) {
    const href = resolve(attr(a, 'href'), base);
    if (!href || visibleText(a.children) !== '' || attr(a, 'aria-label') || hiddenFromVisitor(a)) continue;
    const alt = d.accessibleName(a);
    if (!alt) continue;
    const entry = targetsByAlt.get(alt.toLowerCase()) ?? { text: alt, hrefs: new Set<string>() };
    entry.hrefs.add(href.href.replace(/#.*$/, ''));
    targetsByAlt.set(alt.toLowerCase(), entry);
  }
  for (const { text, hrefs } of targetsByAlt.values()) if (hrefs.size >= 2 && hrefs.size > (images.sameAltLinks?.targets ?? 0)) images.sameAltLinks = { text: clip(text, factLimits.shortText), targets: hrefs.size };
  for (const a of tags('a')) {
    if (attr(a, 'href') === undefined || d.accessibleName(a) !== '') continue;
    const pictures = a.children.filter((c): c is Element => isTag(c)).flatMap((c) => (c.name === 'img' ? [c] : c.name === 'picture' ? c.children.filter((p): p is Element => isTag(p) && p.name === 'img') : []));
    if (pictures.length > 0 && pictures.every((img) => attr(img, 'alt') !== undefined && attr(img, 'alt')!.trim() === '') && visibleText(a.children) === '') images.decorativeLinks += 1;
  }

  return { images };
}
