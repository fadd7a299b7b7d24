/**
 * A stylesheet as a phone's browser reads it for one page: parsed by css-tree (not regular
 * expressions), its selectors matched against the page's elements by css-select, and @media read at
 * the 412 px phone the review claims to be. What the page then fetches:
 * - a url() in a rule only when the rule applies on the phone and a selector of it matches an element
 *   of the page (a rule that needs a state, :hover or :focus, fetches nothing on the first load);
 *   what it names but the page does not fetch is latent: checked apart, never weighed;
 * - one file per @font-face, and only for a family some matching rule of any of the page's
 *   stylesheets (or an element's own style) uses, and a unicode-range that covers some of the page's
 *   text (pageFonts, once every stylesheet is read): the first source of its last `src` a current
 *   phone browser supports (woff2, woff, TrueType, OpenType; not EOT or SVG fonts, and local() names
 *   are left to the device);
 * - @import, when its media applies on the phone.
 * A selector css-select cannot read is counted as matching: the review never claims a file unused
 * that it could not check. Pure.
 */
import * as csstree from 'css-tree';
import { selectOne } from 'css-select';
import type { AnyNode } from 'domhandler';
import { attr, visibleText, type PageDocument } from './document';

/** The phone the review loads pages as: Lighthouse's mobile profile (Moto G Power), 412 CSS px wide at 1.75 device pixels per px. */
export const phone = { width: 412, dpr: 1.75 } as const;
const EM_PX = 16;

/**
 * Whether a media query list applies on that phone's screen: true or false where it is known, null
 * where a query reads a feature other than the media type and min/max-width (orientation, hover,
 * prefers-…), which this reading does not model.
 */
export function mediaOnPhone(query: string): boolean | null {
  let unknown = false;
  for (const q of query.split(',').map((part) => part.trim().toLowerCase())) {
    if (q === '') return true;
    const not = /^not\s/.test(q);
    const body = q.replace(/^(?:not|only)\s+/, '');
    let applies: boolean | null = true;
    for (const part of body.split(/\s+and\s+/)) {
      if (/^(?:all|screen)$/.test(part)) continue;
      if (/^(?:print|speech)$/.test(part)) {
        applies = false;
        break;
      }
      const width = /^\(\s*(min|max)-width\s*:\s*([\d.]+)(px|em|rem)\s*\)$/.exec(part);
      if (!width) {
        if (applies) applies = null;
        continue;
      }
      const px = Number(width[2]) * (width[3] === 'px' ? 1 : EM_PX);
      if (!(width[1] === 'min' ? phone.width >= px : phone.width <= px)) {
        applies = false;
        break;
      }
    }
    const result = applies === null ? null : not ? !applies : applies;
    if (result === true) return true;
    if (result === null) unknown = true;
  }
  return unknown ? null : false;
}

/** Whether a media query list is known to apply on that phone's screen (a query with any feature but width is not known to). */
export const mediaAppliesOnPhone = (query: string): boolean => mediaOnPhone(query) === true;

export interface StylesheetUse {
  /** Stylesheets it imports whose media apply on the phone. */
  imports: string[];
  /** Pictures of rules that apply to an element of the page. */
  images: string[];
  /** Its font faces: each family, the file a phone takes, the other sources, and the characters it covers. */
  faces: FontFace[];
  /** The font families its rules that match an element of the page use. */
  families: string[];
  /**
   * What the stylesheet names that this page does not fetch on its first load: pictures of rules no
   * element matches (or that need a state), and the faces' sources no phone takes. Checked apart,
   * never counted in the page's weight. (Which faces the page uses is known once all its stylesheets
   * are read: pageFonts.)
   */
  latent: string[];
  /**
   * Of the latent pictures, those of rules that need a state (:hover, :focus…) on an element the page
   * has: not fetched on the first load, but shown when a visitor points at, focuses or opens it. With
   * the first such selector.
   */
  onState: { url: string; selector: string }[];
}

export interface FontFace {
  family: string;
  /** The source a phone takes (the first it supports); the others it leaves. */
  file: string;
  others: string[];
  /** The unicode-range it covers, as [first, last] code points (empty: every character). */
  ranges: [number, number][];
}

/** A unicode-range ("U+0000-00FF, U+0131, U+02??") as code point ranges. */
function unicodeRanges(value: string): [number, number][] {
  return value
    .split(',')
    .map((part) => /^\s*u\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i.exec(part))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => (m[2] ? [parseInt(m[1]!, 16), parseInt(m[2], 16)] : [parseInt(m[1]!.replace(/\?/g, '0'), 16), parseInt(m[1]!.replace(/\?/g, 'f'), 16)]));
}

/**
 * The font files a page fetches, once all its stylesheets are read: the face's file for each face
 * whose family a matching rule (or an element's own style) uses and whose unicode-range covers a
 * character of the page's text; every other face's sources are latent.
 */
export function pageFonts(faces: readonly { face: FontFace; base: URL }[], families: ReadonlySet<string>, page: PageDocument): { fetched: { file: string; base: URL }[]; latent: { file: string; base: URL }[] } {
  const used = new Set(families);
  for (const el of page.all) {
    const match = /font(?:-family)?\s*:\s*([^;]+)/i.exec(attr(el, 'style') ?? '');
    if (match) for (const family of familiesOf(/font-family/i.test(match[0]) ? 'font-family' : 'font', match[1]!)) used.add(family);
  }
  const body = page.tags('body')[0];
  const text = visibleText(body ? [body] : page.doc.children);
  const codePoints = new Set([...text].map((c) => c.codePointAt(0)!));
  const covers = (ranges: [number, number][]) => ranges.length === 0 || [...codePoints].some((cp) => ranges.some(([a, b]) => cp >= a && cp <= b));
  const fetched: { file: string; base: URL }[] = [];
  const latent: { file: string; base: URL }[] = [];
  for (const { face, base } of faces) {
    if (used.has(face.family) && covers(face.ranges)) {
      fetched.push({ file: face.file, base });
      latent.push(...face.others.map((file) => ({ file, base })));
    } else latent.push(...[face.file, ...face.others].map((file) => ({ file, base })));
  }
  return { fetched, latent };
}

/** States a first load never has: a rule that needs one fetches nothing until a visitor acts. */
const STATE = /:(?:hover|focus-within|focus-visible|focus|active|visited|target|checked)(?![\w-])/gi;
/** Whether a selector needs a state a first load never has (:hover, :focus…). */
export const needsState = (selector: string) => selector.search(STATE) !== -1;
/** Pseudo-elements draw on their element: ::before matches when its element does. */
const PSEUDO_ELEMENT = /::?(?:before|after|first-line|first-letter|marker|placeholder|selection|backdrop|-webkit-[\w-]+|-moz-[\w-]+)\b/gi;

const unquote = (s: string) => s.trim().replace(/^(["'])(.*)\1$/, '$2').trim().toLowerCase();

/**
 * When a selector matches an element of the page: on its first load; only in a state a visitor brings
 * about (hovering, focusing, opening: its element is on the page); never; or null when css-select
 * could not read it.
 */
function whenMatched(selector: string, root: AnyNode[]): 'load' | 'state' | 'never' | null {
  const stateful = needsState(selector);
  const plain = selector.replace(PSEUDO_ELEMENT, '').replace(STATE, '').trim() || '*';
  try {
    if (selectOne(plain, root) === null) return 'never';
    return stateful ? 'state' : 'load';
  } catch {
    return stateful ? 'never' : null;
  }
}

/** The families a font declaration names (font-family, or the family part of the font shorthand). */
function familiesOf(property: string, value: string): string[] {
  const list = property === 'font' ? value.replace(/^.*?\d[\w.%]*(?:\s*\/\s*[\w.%]+)?\s+/, '') : value;
  return list.split(',').map(unquote).filter(Boolean);
}

const SUPPORTED_FONT = /^(?:woff2|woff|truetype|opentype|collection)(?:-variations)?$/i;
const UNSUPPORTED_FILE = /\.(?:eot|svgz?)(?:[?#]|$)/i;

/** The file a phone takes from a `src`: the first url() in a format it reads. */
function fontSource(src: csstree.Value): string | null {
  const entries: csstree.CssNode[][] = [[]];
  src.children.forEach((node) => {
    if (node.type === 'Operator' && node.value === ',') entries.push([]);
    else entries.at(-1)!.push(node);
  });
  for (const entry of entries) {
    const url = entry.find((n): n is csstree.Url => n.type === 'Url');
    if (!url) continue; // local(): the device's own copy, or the next source
    const format = entry.find((n): n is csstree.FunctionNode => n.type === 'Function' && n.name.toLowerCase() === 'format');
    const hint = format ? unquote(csstree.generate(format).replace(/^format\(|\)$/gi, '')) : null;
    if (hint ? SUPPORTED_FONT.test(hint) : !UNSUPPORTED_FILE.test(url.value)) return url.value;
  }
  return null;
}

/** What a file a stylesheet names is, by its address: a font file, else a picture. */
export const namedFileType = (href: string): 'font' | 'image' => (/\.(?:woff2?|ttf|otf|eot)(?:[?#]|$)/i.test(href) ? 'font' : 'image');

/** Each page's reading of each stylesheet text: an inline <style> is read for its pictures and its fonts, once. */
const read = new WeakMap<PageDocument, Map<string, StylesheetUse>>();

/** What a phone fetches of this stylesheet for this page. */
export function stylesheetUse(css: string, page: PageDocument): StylesheetUse {
  const known = read.get(page) ?? new Map<string, StylesheetUse>();
  read.set(page, known);
  const cached = known.get(css);
  if (cached) return cached;
  const use = readStylesheet(css, page);
  known.set(css, use);
  return use;
}

function readStylesheet(css: string, page: PageDocument): StylesheetUse {
  const use: StylesheetUse = { imports: [], images: [], faces: [], families: [], latent: [], onState: [] };
  let ast: csstree.CssNode;
  try {
    ast = csstree.parse(css, { parseAtrulePrelude: false, parseRulePrelude: true, onParseError: () => undefined });
  } catch {
    return use;
  }
  const root = page.doc.children as unknown as AnyNode[];
  const usedFamilies = new Set<string>();

  csstree.walk(ast, {
    enter(node: csstree.CssNode) {
      if (node.type === 'Atrule') {
        const name = node.name.toLowerCase();
        const prelude = node.prelude ? csstree.generate(node.prelude) : '';
        if (name === 'import') {
          const target = /^\s*(?:url\(\s*(["']?)([^"')]+)\1\s*\)|(["'])([^"']+)\3)\s*(.*)$/i.exec(prelude);
          if (target && mediaAppliesOnPhone(target[5] ?? '')) use.imports.push((target[2] ?? target[4])!.trim());
          return;
        }
        if (name === 'font-face' && node.block) {
          let family = '';
          let src: csstree.Value | null = null;
          let range = '';
          csstree.walk(node.block, {
            visit: 'Declaration',
            enter: (declaration: csstree.Declaration) => {
              const property = declaration.property.toLowerCase();
              if (property === 'font-family') family = unquote(csstree.generate(declaration.value));
              if (property === 'src' && declaration.value.type === 'Value') src = declaration.value;
              if (property === 'unicode-range') range = csstree.generate(declaration.value);
            },
          });
          const file = src ? fontSource(src) : null;
          const all: string[] = [];
          if (src) csstree.walk(src, { visit: 'Url', enter: (url: csstree.Url) => void all.push(url.value) });
          if (family && file) use.faces.push({ family, file, others: all.filter((u) => u !== file), ranges: unicodeRanges(range) });
          else use.latent.push(...all);
          return csstree.walk.skip;
        }
        // @media that a phone does not apply fetches nothing on it (its pictures are checked apart); animation frames are the animation's.
        if (name === 'media' && !mediaAppliesOnPhone(prelude)) {
          if (node.block) csstree.walk(node.block, { visit: 'Url', enter: (url: csstree.Url) => void use.latent.push(url.value) });
          return csstree.walk.skip;
        }
        if (/keyframes$/.test(name)) return csstree.walk.skip;
        return;
      }
      if (node.type !== 'Rule') return;
      const urls: string[] = [];
      const named: string[] = [];
      csstree.walk(node.block, {
        enter: (inner: csstree.CssNode) => {
          if (inner.type === 'Url') urls.push(inner.value);
          if (inner.type === 'Declaration' && /^font(?:-family)?$/i.test(inner.property)) named.push(...familiesOf(inner.property.toLowerCase(), csstree.generate(inner.value)));
        },
      });
      if (urls.length === 0 && named.length === 0) return csstree.walk.skip;
      const selectors = node.prelude.type === 'SelectorList' ? node.prelude.children.toArray().map((s) => csstree.generate(s)) : [csstree.generate(node.prelude)];
      const when = selectors.map((selector) => whenMatched(selector, root));
      if (when.some((w) => w === 'load' || w === null)) {
        use.images.push(...urls);
        for (const family of named) usedFamilies.add(family);
      } else {
        use.latent.push(...urls);
        const stateful = selectors[when.indexOf('state')];
        if (stateful !== undefined) use.onState.push(...urls.map((url) => ({ url, selector: stateful })));
      }
      return csstree.walk.skip;
    },
  });
  use.families = [...usedFamilies];
  const fetched = new Set(use.images);
  use.latent = [...new Set(use.latent)].filter((url) => !fetched.has(url));
  use.onState = use.onState.filter((o, i) => !fetched.has(o.url) && use.onState.findIndex((p) => p.url === o.url) === i);
  return use;
}

/** The pictures an element's own style attribute loads (it applies to that element, so each counts). */
export function styleAttributeUrls(style: string): string[] {
  const urls: string[] = [];
  try {
    csstree.walk(csstree.parse(style, { context: 'declarationList', onParseError: () => undefined }), {
      visit: 'Url',
      enter: (url: csstree.Url) => {
        urls.push(url.value);
      },
    });
  } catch {
    // an unreadable style attribute loads nothing a browser could read either
  }
  return urls;
}
