/**
 * What the fact extractors (meta.ts, basics.ts, text.ts, images.ts, links.ts, forms.ts, styles.ts,
 * scripts.ts, contacts.ts, files.ts, leftovers.ts) share: the page as the html stage parsed it
 * (html/document.ts, re-exported here) and the helpers that turn its text into facts (clipping,
 * counting, directives, schema.org types, which links only drive a widget). Pure.
 */
import { isTag, type Element } from 'domhandler';
import { attr, rawText, squash, type PageDocument } from '../html/document';
import { factLimits } from './limits';

export * from '../html/document';

export const utf8 = new TextEncoder();
export const byteLength = (s: string) => utf8.encode(s).length;

/** Whitespace collapsed and cut to `max` characters (code points), with an ellipsis when cut. */
export function clip(s: string, max: number = factLimits.text): string {
  const chars = [...squash(s)];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

export const charCount = (s: string) => [...s].length;

export const countWords = (text: string) => text.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Up to `max` distinct values, in order of first appearance. */
export function pushDistinct(list: string[], value: string, max: number): void {
  if (list.length < max && value !== '' && !list.includes(value)) list.push(value);
}

export function directives(content: string): string[] {
  return content
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
}

export const isNoindex = (d: string) => /(^|:\s*)(noindex|none)$/.test(d);
export const isNofollow = (d: string) => /(^|:\s*)(nofollow|none)$/.test(d);

/** The schema.org name of a type, e.g. "https://schema.org/LegalService" → "LegalService". */
export const typeName = (t: string) => clip(t.trim().replace(/^.*[/#:]/, ''), 60);

/** An href that leads nowhere without a script: #, #0, #!, javascript:void(0) and the like, or an empty one (it reloads the page). */
export const isDeadHref = (href: string) => /^(|#|#0|#!|javascript:\s*(void\s*\(?\s*0?\s*\)?|;)?;?)$/i.test(href.trim());

const WIDGET = /toggle|menu|close|open|tab|dropdown|modal|slide|carousel|prev|next|search|popup|lightbox|accordion|collapse|scroll|top|pagination|burger|trigger/i;

/**
 * A link that drives a widget (a menu, a slider, a dialog) rather than leading to a page: a script
 * hook (data-, on…), ARIA state, a widget's id or class, or a submenu beside it. Such a link is not
 * judged dead: its script may well act on it.
 */
export function isWidgetControl(a: Element): boolean {
  const names = Object.keys(a.attribs);
  if (names.some((n) => n.startsWith('data-') || n.startsWith('on') || ['role', 'aria-controls', 'aria-expanded', 'aria-haspopup', 'aria-hidden'].includes(n))) return true;
  if (WIDGET.test(`${attr(a, 'id') ?? ''} ${attr(a, 'class') ?? ''}`)) return true;
  const parent = a.parent;
  // A menu item whose submenu sits beside it labels that submenu.
  return Boolean(parent && isTag(parent) && parent.children.some((c) => c !== a && isTag(c) && (c.name === 'ul' || c.name === 'ol' || c.name === 'div' || c.name === 'nav')));
}

/**
 * Every object in a page's JSON-LD, nested ones included, each before what it holds: what the facts
 * that read structured data walk. A script that is not JSON states nothing.
 */
export function jsonLdObjects(d: PageDocument): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    found.push(node as Record<string, unknown>);
    Object.values(node).forEach(visit);
  };
  for (const script of d.tags('script').filter((s) => /ld\+json/i.test(attr(s, 'type') ?? ''))) {
    try {
      visit(JSON.parse(rawText(script)));
    } catch {
      // Not JSON: it states nothing.
    }
  }
  return found;
}
