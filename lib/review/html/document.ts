/**
 * The html stage: a fetched page parsed once (the document, its text blocks, what is hidden from a
 * visitor). The fetch stage's resource loader (fetch/resources.ts) and link check (fetch/links.ts),
 * every fact extractor (facts/) and the proof (proof/) read this one document, with one base URL
 * (the page's <base href> when it has one, else its own address) and one size cap. Pure: no I/O.
 */
import { parseDocument } from 'htmlparser2';
import { findAll } from 'domutils';
import { isTag, isText, ProcessingInstruction, type AnyNode, type Document, type Element } from 'domhandler';
import { isSameSiteHost } from '../same-site';

/** What parsing needs of a fetched page (the fetch stage's answer, or a fixture in tests). */
export interface PageSnapshot {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  body: string;
  /** Body bytes read (after decompression). */
  bytes: number;
  /** From the start of the fetch to the end of the body. */
  elapsedMs: number;
  /** The URLs that answered with a redirect, in order. */
  redirects: string[];
}

/** Longer bodies are cut before parsing; the fetcher already limits size, this bounds the CPU. */
export const HTML_PARSE_CHARS = 3_000_000;

export const SKIPPED_TEXT = new Set(['script', 'style', 'noscript', 'template', 'head', 'title', 'svg', 'iframe', 'object']);
export const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'button', 'dd', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure',
  'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'label', 'li', 'main', 'nav', 'ol', 'option', 'p',
  'section', 'table', 'td', 'th', 'tr', 'ul',
]);
export const SVG = new Set(['svg']);

export const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

export const attr = (el: Element, name: string): string | undefined => el.attribs[name];
export const relTokens = (el: Element) => (attr(el, 'rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** The element's own text nodes, as written (script, style and title content). */
export const rawText = (el: Element) => el.children.map((c) => (isText(c) ? c.data : '')).join('');

export const hasAncestor = (el: Element, names: ReadonlySet<string>): boolean => {
  for (let p = el.parent; p; p = p.parent) if (isTag(p) && names.has(p.name)) return true;
  return false;
};

const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/** An element no visitor sees: the hidden attribute, or an inline display:none or visibility:hidden. */
export const isHidden = (el: Element) => el.attribs.hidden !== undefined || HIDDEN_STYLE.test(el.attribs.style ?? '');
/** An element screen readers skip (aria-hidden="true"): what it shows is no one's name, link or contact detail. */
export const isAriaHidden = (el: Element) => (el.attribs['aria-hidden'] ?? '').trim().toLowerCase() === 'true';

/** The element or an ancestor is left out of the page whatever its styles say: the hidden attribute, aria-hidden, a <template>. */
export function removedFromPage(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parent && isTag(node.parent) ? node.parent : null) {
    if (node.name === 'template' || node.attribs.hidden !== undefined || isAriaHidden(node)) return true;
  }
  return false;
}

/** The element or an ancestor is hidden from visitors (or from screen readers too, with `aria`), or sits in a <template>. */
export function hiddenFromVisitor(el: Element, aria = true): boolean {
  for (let node: Element | null = el; node; node = node.parent && isTag(node.parent) ? node.parent : null) {
    if (node.name === 'template' || isHidden(node) || (aria && isAriaHidden(node))) return true;
  }
  return false;
}

/** What the page's stylesheets hide on a phone's first load (html/visibility.ts): `none` drops the element and all it holds; `invisible` hides its own text (a child may be made visible again). */
export interface StyleHidden {
  none: ReadonlySet<Element>;
  invisible: ReadonlySet<Element>;
}

export const nothingHidden: StyleHidden = { none: new Set(), invisible: new Set() };

export interface TextOptions {
  /** Also leave out what the page's stylesheets hide on the phone (PageDocument.styleHidden): the text a visitor is shown. */
  hiddenBy?: StyleHidden;
  /** Also leave out what screen readers skip (aria-hidden): for names, contact details and calls to action. */
  skipAriaHidden?: boolean;
  /**
   * Every block, hidden ones too, and a <br> as a break inside its block (a heading on two lines is
   * one heading): what the proof stage searches a claim of absence and a quotation in.
   */
  whole?: boolean;
  /** Also leave out these subtrees (code, another language's passage, a script that writes text), each a break in the text: no block joins the words either side. */
  skip?: (el: Element) => boolean;
}

/** What even the whole text leaves out: code and the title, which are read apart. */
const NOT_TEXT = new Set(['script', 'style', 'title']);

/**
 * The text a visitor sees, one string per run of inline text between block boundaries (a heading,
 * a paragraph, a cell, a line break), hidden subtrees skipped. A quote or a match taken from one
 * block never glues the end of one element to the start of the next.
 */
export function textBlocks(nodes: readonly AnyNode[], options: TextOptions = {}): string[] {
  const blocks: string[] = [];
  let current = '';
  const close = () => {
    const text = squash(current);
    if (text) blocks.push(text);
    current = '';
  };
  const styled = options.whole ? undefined : options.hiddenBy;
  const walk = (list: readonly AnyNode[], invisible = false) => {
    for (const node of list) {
      if (isText(node)) {
        if (!invisible) current += node.data;
      } else if (isTag(node)) {
        if (options.skip?.(node)) {
          close();
          continue;
        }
        if (options.whole ? NOT_TEXT.has(node.name) : SKIPPED_TEXT.has(node.name) || isHidden(node) || (options.skipAriaHidden && isAriaHidden(node))) continue;
        if (styled?.none.has(node)) continue;
        const block = options.whole ? (BLOCK.has(node.name) && node.name !== 'br') || node.name === 'noscript' || node.name === 'template' : BLOCK.has(node.name);
        if (block) close();
        else if (node.name === 'img' || node.name === 'input' || node.name === 'br') current += ' ';
        walk(node.children, styled ? styled.invisible.has(node) : false);
        if (block) close();
      }
    }
  };
  walk(nodes);
  close();
  return blocks;
}

/** The text a visitor sees, with blocks separated by spaces and hidden subtrees skipped. */
export const visibleText = (nodes: readonly AnyNode[], options: TextOptions = {}): string => textBlocks(nodes, options).join(' ');

export function resolve(href: string | undefined, base: URL | null): URL | null {
  if (href === undefined || href.trim() === '') return null;
  try {
    return new URL(href.trim(), base ?? undefined);
  } catch {
    return null;
  }
}

/** rel values that declare an icon (the favicon, Apple's touch icon, Safari's pinned-tab mask). */
const ICON_RELS = new Set(['icon', 'apple-touch-icon', 'mask-icon']);

/** The page declares an icon in a <link>: the fetch stage then leaves /favicon.ico alone, and the favicon rule says nothing. */
export const declaresIcon = (d: Pick<PageDocument, 'linkRels'>) => d.linkRels.some((l) => l.rels.some((r) => ICON_RELS.has(r)));

/** The parsed page and what every extractor asks of it. */
export interface PageDocument {
  headers: Record<string, string>;
  pageUrl: URL | null;
  host: string;
  https: boolean;
  isFirstParty: (host: string) => boolean;
  doc: Document;
  all: Element[];
  tags: (name: string) => Element[];
  metas: Element[];
  metaNamed: (name: string) => Element[];
  metaContent: (name: string) => string | undefined;
  linkRels: { el: Element; rels: string[] }[];
  /** The page's <base href>, resolved against the page's address (every relative URL resolves against `base`). */
  baseHref: URL | null;
  base: URL | null;
  /** The <!DOCTYPE …> declaration as written, or null when the page has none (quirks mode). */
  doctype: string | null;
  /** The body starts with a UTF-8 byte order mark, which declares the character set. */
  bom: boolean;
  labelledByText: (el: Element) => string;
  accessibleName: (el: Element) => string;
  /** What the page's own stylesheets hide on the phone: set by the fetch stage once it has read them all (fetch/resources.ts); nothing until then. */
  styleHidden: StyleHidden;
}

export function parsePage(page: PageSnapshot): PageDocument {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(page.headers)) headers[name.toLowerCase()] = String(value);

  const pageUrl = resolve(page.url, null);
  const host = pageUrl?.hostname.toLowerCase() ?? '';
  const isFirstParty = (h: string) => isSameSiteHost(h, host);
  const https = pageUrl?.protocol === 'https:';

  const doc = parseDocument(page.body.slice(0, HTML_PARSE_CHARS), { decodeEntities: true });
  const all = findAll(() => true, doc.children);
  const byTag = new Map<string, Element[]>();
  for (const el of all) {
    const list = byTag.get(el.name);
    if (list) list.push(el);
    else byTag.set(el.name, [el]);
  }
  const tags = (name: string): Element[] => byTag.get(name) ?? [];
  const metas = tags('meta');
  const metaNamed = (name: string) => metas.filter((m) => (attr(m, 'name') ?? '').trim().toLowerCase() === name);
  const metaContent = (name: string): string | undefined => {
    const meta = metaNamed(name)[0];
    return meta && attr(meta, 'content');
  };
  const linkRels = tags('link').map((el) => ({ el, rels: relTokens(el) }));

  const baseEl = tags('base').find((b) => attr(b, 'href'));
  const baseHref = (baseEl && resolve(attr(baseEl, 'href'), pageUrl)) || null;
  const base = baseHref ?? pageUrl;
  // htmlparser2 keeps <!DOCTYPE …> as a directive node named "!doctype", before the first element.
  const firstElement = doc.children.findIndex((c) => isTag(c));
  const doctypeNode = doc.children
    .slice(0, firstElement < 0 ? undefined : firstElement)
    .find((c): c is ProcessingInstruction => c instanceof ProcessingInstruction && c.name.toLowerCase() === '!doctype');
  const doctype = doctypeNode ? squash(`<${doctypeNode.data}>`) : null;

  const ids = new Map<string, Element>();
  for (const el of all) {
    const id = attr(el, 'id');
    if (id !== undefined && !ids.has(id)) ids.set(id, el);
  }
  const labelledByText = (el: Element): string =>
    squash(
      (attr(el, 'aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => ids.get(id))
        .map((target) => (target ? visibleText(target.children) : ''))
        .join(' '),
    );

  /** The accessible name, simplified: aria-label, aria-labelledby, text, image alt, title. */
  const accessibleName = (el: Element): string => {
    const label = squash(attr(el, 'aria-label') ?? '');
    if (label) return label;
    const labelledBy = labelledByText(el);
    if (labelledBy) return labelledBy;
    const text = visibleText(el.children, { skipAriaHidden: true });
    if (text) return text;
    const imgAlt = findAll((c) => c.name === 'img', el.children)
      .map((img) => squash(attr(img, 'alt') ?? ''))
      .find(Boolean);
    if (imgAlt) return imgAlt;
    const svgTitle = findAll((c) => c.name === 'title', el.children)
      .map((t) => visibleText(t.children))
      .find(Boolean);
    if (svgTitle) return svgTitle;
    return squash(attr(el, 'title') ?? '');
  };

  return { headers, pageUrl, host, https, isFirstParty, doc, all, tags, metas, metaNamed, metaContent, linkRels, baseHref, base, doctype, bom: page.body.charCodeAt(0) === 0xfeff, labelledByText, accessibleName, styleHidden: nothingHidden };
}
