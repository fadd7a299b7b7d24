/**
 * What a page's own stylesheets hide on a phone's first load: elements whose `display` is `none`, or
 * whose `visibility` is `hidden`, once the cascade is applied as a browser applies it. css-tree parses
 * each stylesheet, css-what reads each selector's specificity, css-select matches it against the page;
 * @media is read at the 412 px phone the review claims to be (html/stylesheet.ts).
 *
 * The reading never claims more than it knows. A rule that needs a state (:hover, :focus…) does not
 * apply on the first load. A rule that hides, inside an at-rule whose effect is not known here
 * (@supports, @container, a media feature other than width), hides nothing; a rule that shows, in the
 * same place, may apply, so an element it matches is never called hidden by the property it sets.
 * Stylesheets of other sites are not read (fetch/resources.ts), so what they hide stays shown. Pure.
 */
import * as csstree from 'css-tree';
import { selectAll } from 'css-select';
import { parse as parseSelector, stringify, type Selector } from 'css-what';
import type { AnyNode, Element } from 'domhandler';
import { mediaOnPhone, needsState } from './stylesheet';
import { nothingHidden, type PageDocument, type StyleHidden } from './document';

type Property = 'display' | 'visibility';

interface DisplayRule {
  selector: string;
  property: Property;
  hides: boolean;
  important: boolean;
  specificity: number;
  /** Inside an at-rule whose effect on the phone is not known. */
  uncertain: boolean;
}


const PSEUDO_ELEMENT = /::|:(?:before|after|first-line|first-letter)(?![\w-])/i;
/** At-rules a phone's browser may or may not apply, as far as this reading knows. */
const UNKNOWN_AT = new Set(['supports', 'container', 'layer', 'scope', 'document', '-moz-document']);

/** The specificity of a selector (a, b, c) packed into one comparable number; :is/:not/:has count their most specific argument, :where none. */
function specificity(selector: Selector[]): number {
  let a = 0;
  let b = 0;
  let c = 0;
  for (const token of selector) {
    if (token.type === 'attribute') {
      if (token.name === 'id' && token.action === 'equals') a += 1;
      else b += 1;
    } else if (token.type === 'tag') c += 1;
    else if (token.type === 'pseudo-element') c += 1;
    else if (token.type === 'pseudo') {
      if (token.name === 'where') continue;
      if (Array.isArray(token.data)) {
        const inner = Math.max(0, ...token.data.map(specificity));
        a += Math.floor(inner / 1_000_000);
        b += Math.floor(inner / 1_000) % 1_000;
        c += inner % 1_000;
      } else b += 1;
    }
  }
  return a * 1_000_000 + b * 1_000 + c;
}

/** What a declaration sets of display or visibility, and whether that hides (null: neither property). */
function displaySetting(declaration: csstree.Declaration): { property: Property; hides: boolean } | null {
  const property = declaration.property.toLowerCase();
  if (property !== 'display' && property !== 'visibility') return null;
  const value = csstree.generate(declaration.value).trim().toLowerCase();
  return { property, hides: property === 'display' ? value === 'none' : value === 'hidden' || value === 'collapse' };
}

/** A rule's selector list as css-what reads it (none when it cannot: a browser drops such a rule too). */
function readSelectors(prelude: string): Selector[][] {
  try {
    return parseSelector(prelude);
  } catch {
    return [];
  }
}

const parsed = new Map<string, DisplayRule[]>();

/** A stylesheet's rules that set display or visibility, in source order, read once per stylesheet text. */
function displayRules(css: string): DisplayRule[] {
  const known = parsed.get(css);
  if (known) return known;
  const rules: DisplayRule[] = [];
  let ast: csstree.CssNode;
  try {
    ast = csstree.parse(css, { parseAtrulePrelude: false, parseRulePrelude: false, parseValue: false, onParseError: () => undefined });
  } catch {
    return rules;
  }
  const read = (node: csstree.CssNode, uncertain: boolean) => {
    csstree.walk(node, {
      enter(inner: csstree.CssNode) {
        if (inner === node) return;
        if (inner.type === 'Atrule') {
          const name = inner.name.toLowerCase();
          const prelude = inner.prelude ? csstree.generate(inner.prelude) : '';
          if (!inner.block || /keyframes$|^font-face$|^page$/.test(name)) return csstree.walk.skip;
          if (name === 'media') {
            const applies = mediaOnPhone(prelude);
            if (applies !== false) read(inner.block, uncertain || applies === null);
          } else read(inner.block, uncertain || UNKNOWN_AT.has(name));
          return csstree.walk.skip;
        }
        if (inner.type !== 'Rule') return;
        const prelude = csstree.generate(inner.prelude);
        let selectors: Selector[][] | undefined;
        csstree.walk(inner.block, {
          visit: 'Declaration',
          enter(declaration: csstree.Declaration) {
            const set = displaySetting(declaration);
            if (!set) return;
            const { property, hides } = set;
            selectors ??= readSelectors(prelude);
            for (const tokens of selectors) {
              const selector = stringify([tokens]);
              rules.push({ selector, property, hides, important: Boolean(declaration.important), specificity: specificity(tokens), uncertain });
            }
          },
        });
        return csstree.walk.skip;
      },
    });
  };
  read(ast, false);
  if (parsed.size > 200) parsed.clear();
  parsed.set(css, rules);
  return rules;
}

interface Candidate {
  hides: boolean;
  important: boolean;
  specificity: number;
  order: number;
}

const beats = (a: Candidate, b: Candidate) =>
  a.important !== b.important ? a.important : a.specificity !== b.specificity ? a.specificity > b.specificity : a.order > b.order;

/** The display and visibility an element's own style attribute sets: above every stylesheet rule that is not !important. */
function inlineCandidates(el: Element, order: number): { property: Property; candidate: Candidate }[] {
  const style = el.attribs.style;
  if (!style || !/display|visibility/i.test(style)) return [];
  const found: { property: Property; candidate: Candidate }[] = [];
  try {
    csstree.walk(csstree.parse(style, { context: 'declarationList', parseValue: false, onParseError: () => undefined }), {
      visit: 'Declaration',
      enter(declaration: csstree.Declaration) {
        const set = displaySetting(declaration);
        if (set) found.push({ property: set.property, candidate: { hides: set.hides, important: Boolean(declaration.important), specificity: 1_000_000_000, order } });
      },
    });
  } catch {
    // a style attribute a browser could not read sets nothing
  }
  return found;
}

/** What the page's stylesheets (their texts, in cascade order) hide on a phone's first load. */
export function hiddenOnPhone(page: PageDocument, sheets: readonly string[]): StyleHidden {
  const root = page.doc.children as unknown as AnyNode[];
  const winners = new Map<Element, Partial<Record<Property, Candidate>>>();
  const maybeShown = new Map<Element, Set<Property>>();
  let order = 0;
  const offer = (el: Element, property: Property, candidate: Candidate) => {
    const current = winners.get(el) ?? {};
    if (!current[property] || beats(candidate, current[property]!)) current[property] = candidate;
    winners.set(el, current);
  };
  for (const rule of sheets.flatMap(displayRules)) {
    order += 1;
    if (needsState(rule.selector) || PSEUDO_ELEMENT.test(rule.selector)) continue;
    if (rule.uncertain && rule.hides) continue;
    let matched: Element[];
    try {
      matched = selectAll(rule.selector, root) as Element[];
    } catch {
      continue;
    }
    for (const el of matched) {
      if (rule.uncertain) maybeShown.set(el, (maybeShown.get(el) ?? new Set()).add(rule.property));
      else offer(el, rule.property, { hides: rule.hides, important: rule.important, specificity: rule.specificity, order });
    }
  }
  if (winners.size === 0) return nothingHidden;
  for (const el of page.all) for (const { property, candidate } of inlineCandidates(el, order + 1)) offer(el, property, candidate);

  const hiddenBy = (el: Element, property: Property) => winners.get(el)?.[property]?.hides === true && !maybeShown.get(el)?.has(property);
  const none = new Set<Element>();
  const invisible = new Set<Element>();
  for (const el of page.all) {
    if (hiddenBy(el, 'display')) none.add(el);
    // visibility is inherited: the nearest element that sets it decides.
    for (let node: Element | null = el; node; node = node.parent && node.parent.type === 'tag' ? (node.parent as Element) : null) {
      const set = winners.get(node)?.visibility;
      if (set || maybeShown.get(node)?.has('visibility')) {
        if (hiddenBy(node, 'visibility')) invisible.add(el);
        break;
      }
    }
  }
  return { none, invisible };
}
