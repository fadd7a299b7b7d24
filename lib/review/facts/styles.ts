/**
 * Style facts, read from the page's own <style> elements as a browser reads them: parsed by css-tree
 * and matched against the page's elements by css-select, with @media evaluated at the phone the
 * review claims to be (412 CSS px wide, screen). Pure.
 *
 * A page hidden until a script shows it: a rule that sets opacity 0, visibility hidden or display
 * none on html, body or the element around nearly all the page's text. A `transition` does not
 * show it (a transition needs a trigger, and the trigger is the script's class); only a CSS
 * animation runs by itself. A rule waiting for a class a script puts on <html> ("html.js body") is
 * read as the script leaves it.
 */
import * as csstree from 'css-tree';
import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { attr, clip, countWords, rawText, squash, visibleText, type PageDocument } from './document';
import { mediaAppliesOnPhone } from '../html/stylesheet';
import { factLimits } from './limits';

export { mediaAppliesOnPhone } from '../html/stylesheet';

const HIDES = (property: string, value: string) =>
  (property === 'opacity' && /^0(?:\.0+)?$/.test(value)) || (property === 'visibility' && value === 'hidden') || (property === 'display' && value === 'none');

/** A class or id a script puts on <html> before the page shows ("html.js body"): read as if it were there. */
const withoutHtmlState = (selector: string) => selector.replace(/^\s*html(?:[.#][\w-]+|\[[^\]]*\])*\s+(?=\S)/i, '');

export function styleFacts(d: PageDocument) {
  const { tags } = d;
  const body = tags('body')[0];
  const bodyWords = countWords(visibleText(body ? [body] : d.doc.children));
  const wrapsThePage = (el: Element) => el.name === 'body' || el.name === 'html' || (bodyWords >= 20 && countWords(visibleText(el.children)) >= 0.8 * bodyWords);

  let hiddenUntilScript: string | null = null;
  if (tags('script').length > 0) {
    for (const style of tags('style')) {
      if (!mediaAppliesOnPhone(attr(style, 'media') ?? '')) continue;
      const source = rawText(style);
      let ast: csstree.CssNode;
      try {
        ast = csstree.parse(source, { positions: true, parseAtrulePrelude: false, onParseError: () => undefined });
      } catch {
        continue;
      }
      csstree.walk(ast, {
        visit: 'Rule',
        enter(rule: csstree.Rule) {
          if (hiddenUntilScript) return;
          const atrule = this.atrule;
          if (atrule && (/keyframes$/i.test(atrule.name) || (atrule.name.toLowerCase() === 'media' && !mediaAppliesOnPhone(atrule.prelude ? csstree.generate(atrule.prelude) : '')))) return;
          const declarations: { property: string; value: string }[] = [];
          csstree.walk(rule.block, {
            visit: 'Declaration',
            enter: (node: csstree.Declaration) => {
              declarations.push({ property: node.property.toLowerCase(), value: squash(csstree.generate(node.value)).replace(/\s*!important$/i, '').toLowerCase() });
            },
          });
          // A CSS animation shows the page by itself; a transition waits for its trigger, the script's class.
          if (!declarations.some((dcl) => HIDES(dcl.property, dcl.value)) || declarations.some((dcl) => /^animation(?:-name)?$/.test(dcl.property) && dcl.value !== 'none')) return;
          const selectors = csstree.generate(rule.prelude).split(',');
          const hidesPage = selectors.some((selector) => {
            let matched: Element[];
            try {
              matched = selectAll(withoutHtmlState(selector), d.doc as unknown as AnyNode[]) as unknown as Element[];
            } catch {
              return false;
            }
            return matched.some(wrapsThePage);
          });
          if (hidesPage) {
            // Quoted as the page writes it: its selector and declarations from the stylesheet's own text.
            const written = (node: csstree.CssNode) => (node.loc ? source.slice(node.loc.start.offset, node.loc.end.offset) : csstree.generate(node));
            hiddenUntilScript = clip(`${squash(written(rule.prelude))} { ${squash(written(rule.block).replace(/^\{|\}$/g, ''))} }`, factLimits.shortText);
          }
        },
      });
      if (hiddenUntilScript) break;
    }
  }

  return { hiddenUntilScript };
}

export type StyleFacts = ReturnType<typeof styleFacts>;
