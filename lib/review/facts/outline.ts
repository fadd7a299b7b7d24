/**
 * Outline facts, read from the document's structure: the headings a screen-reader user jumps by
 * (how many, empty ones, a skipped level), frames without a title, and elements that act as buttons
 * or links the keyboard cannot reach. Pure.
 */
import { isTag, type Element } from 'domhandler';
import { findAll } from 'domutils';
import { attr, clip, hasAncestor, hiddenFromVisitor, pushDistinct, removedFromPage, rawText, resolve, squash, visibleText, type PageDocument } from './document';
import { factLimits } from './limits';

export function outlineFacts(d: PageDocument) {
  const { tags, all, labelledByText } = d;
  // Structure: headings a screen-reader user jumps by, frames they are told the name of, controls they can reach.
  const headings = all.filter((el) => /^h[1-6]$/.test(el.name) && !hiddenFromVisitor(el, false));
  const structure = {
    headings: headings.length,
    /** The first place the outline skips a level going down (h1 → h3), with the heading it skips to. */
    skipped: null as { from: number; to: number; text: string } | null,
    empty: 0,
    emptyExamples: [] as string[],
    untitledFrames: 0,
    untitledFrameExamples: [] as string[],
    /** Elements acting as buttons or links that the keyboard cannot reach: role="button" or <a> with no href and no tabindex. */
    unfocusable: 0,
    unfocusableExamples: [] as string[],
  };
  let previous = 0;
  for (const h of headings) {
    const level = Number(h.name[1]);
    const name = d.accessibleName(h);
    if (name === '' && !findAll((c) => c.name === 'img', h.children).length) {
      structure.empty += 1;
      pushDistinct(structure.emptyExamples, `<${h.name}>`, 3);
      continue;
    }
    if (previous > 0 && level > previous + 1 && !structure.skipped) structure.skipped = { from: previous, to: level, text: clip(name, factLimits.shortText) };
    previous = level;
  }
  for (const frame of tags('iframe')) {
    // A frame an inline style hides is still checked: responsive pages keep one map per width and
    // show each by media query, which the page's stylesheet (not the inline style) decides.
    if (removedFromPage(frame) || squash(attr(frame, 'title') ?? '') || squash(attr(frame, 'aria-label') ?? '') || labelledByText(frame)) continue;
    const src = (attr(frame, 'src') ?? '').trim();
    if (!src || /^about:blank$/i.test(src)) continue;
    structure.untitledFrames += 1;
    pushDistinct(structure.untitledFrameExamples, clip(src, factLimits.shortText), 3);
  }
  for (const el of all) {
    const role = (attr(el, 'role') ?? '').toLowerCase();
    const acts = role === 'button' || role === 'link' || role === 'menuitem' || role === 'tab';
    if (!acts || ['button', 'input', 'select', 'textarea', 'summary'].includes(el.name) || (el.name === 'a' && attr(el, 'href') !== undefined)) continue;
    if (attr(el, 'tabindex') !== undefined || attr(el, 'contenteditable') !== undefined || hiddenFromVisitor(el, false)) continue;
    structure.unfocusable += 1;
    const name = d.accessibleName(el);
    pushDistinct(structure.unfocusableExamples, clip(`<${el.name} role="${role}">${name ? ` named "${name}"` : ' with no name'}`, 80), 3);
  }

  return { structure };
}
