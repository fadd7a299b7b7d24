/**
 * A template's sample labels: an element whose whole visible text is "Demo", "Sample" or
 * "Placeholder" (a badge on an empty picture box, a card's ribbon), left from the theme's demo
 * content. A call to action ("Book a demo"), a menu item or a link to a demo page, a tab, and a
 * page that speaks of a demo in its own words (a software firm's product has one) are not. Pure.
 */
import { isTag, type Element } from 'domhandler';
import { attr, hiddenFromVisitor, rawText, textBlocks, type PageDocument } from './document';
import { inMenu } from './menu-labels';

export interface SampleLabels {
  /** The labels as the page writes them (distinct), and how many elements hold one alone. */
  examples: string[];
  count: number;
}

const SAMPLE_LABEL = /^(?:demo|sample|placeholder|demo (?:image|photo|picture|label|badge)|sample (?:image|photo|picture|label|badge)|(?:image|photo|picture) placeholder|placeholder (?:image|photo|picture))$/i;
const SAMPLE_WORD = /\b(?:demo|sample|placeholder)/i;
/** Where a word is a control's or a menu's name, not a badge: links, buttons, tabs, form parts, menus. */
const CONTROL = new Set(['a', 'button', 'option', 'select', 'label', 'legend', 'summary', 'textarea', 'th']);
const CONTROL_ROLE = /^(?:tab|tablist|button|link|menuitem|option|navigation|menu|menubar)$/i;
const inControl = (el: Element) => {
  for (let p: Element | null = el; p; p = p.parent && isTag(p.parent) ? p.parent : null) {
    if (CONTROL.has(p.name) || CONTROL_ROLE.test(attr(p, 'role') ?? '') || p.name === 'nav') return true;
  }
  return inMenu(el);
};

export function sampleLabels(d: PageDocument): SampleLabels | null {
  const body = d.tags('body')[0];
  if (!body || !SAMPLE_WORD.test(textBlocks([body]).join(' '))) return null;
  const shown = (el: Element) => textBlocks([el], { skipAriaHidden: true, hiddenBy: d.styleHidden }).join(' ');
  const lone: string[] = [];
  for (const el of d.all) {
    if (el === body || !SAMPLE_LABEL.test(shown(el)) || hiddenFromVisitor(el) || inControl(el)) continue;
    // The innermost element that holds the label alone: <div class="card"><span>Demo</span></div> is one label.
    if (el.children.some((c) => isTag(c) && SAMPLE_LABEL.test(shown(c)))) continue;
    lone.push(shown(el));
  }
  if (lone.length === 0) return null;
  // A page that says "demo" (or "sample") anywhere else, in its text, a link or its title, has a use for the word.
  const elsewhere = [...textBlocks([body], { skipAriaHidden: true }), ...d.tags('title').map(rawText), d.metaContent('description') ?? ''];
  if (elsewhere.some((text) => !SAMPLE_LABEL.test(text.trim()) && SAMPLE_WORD.test(text))) return null;
  return { examples: [...new Set(lone)].slice(0, 3), count: lone.length };
}
