/**
 * Style facts, read from the page's own <style> elements: a rule that hides the page (html, body or
 * the element around nearly all its text) until a script shows it. Pure.
 */
import { factLimits } from './limits';
import { attr, clip, countWords, squash, rawText, visibleText, type PageDocument } from './document';

export function styleFacts(d: PageDocument) {
  const { tags } = d;
  const scripts = tags('script');
  // A page its own stylesheet hides until a script shows it: html, body or the element around nearly all the text.
  const body = tags('body')[0];
  const bodyWords = countWords(visibleText(body ? [body] : d.doc.children));
  let hiddenUntilScript: string | null = null;
  if (scripts.length > 0) {
    const css = tags('style').map(rawText).join('\n').replace(/\/\*[\s\S]*?\*\//g, '').replace(/@(?:-[a-z]+-)?keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/gi, '').replace(/@media\s+print[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/gi, '');
    for (const rule of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const declarations = rule[2]!;
      if (!/(?:^|;)\s*(?:opacity\s*:\s*0(?:\.0+)?\s*(?:!important)?|visibility\s*:\s*hidden|display\s*:\s*none)\s*(?:;|$)/i.test(declarations) || /animation|transition/i.test(declarations)) continue;
      const hidesPage = rule[1]!.split(',').some((selector) => {
        // "body", "#page", ".animsition", and the same waiting for a class: "body:not(.loaded)", "html.js body".
        const bare = selector.replace(/:not\([^)]*\)/gi, '').replace(/^\s*html(?:[.#][\w-]+)*\s+(?=\S)/i, '');
        const simple = /^\s*(html|body)?\s*(?:([#.])([\w-]+))?\s*$/i.exec(bare);
        if (!simple || (!simple[1] && !simple[3])) return false;
        if (simple[1] && !simple[3]) return true;
        const matched = d.all.filter((el) => (simple[2] === '#' ? attr(el, 'id') === simple[3] : (attr(el, 'class') ?? '').split(/\s+/).includes(simple[3]!)));
        return matched.some((el) => el.name === 'body' || el.name === 'html' || (bodyWords >= 20 && countWords(visibleText(el.children)) >= 0.8 * bodyWords));
      });
      if (hidesPage) {
        hiddenUntilScript = clip(`${squash(rule[1]!)} { ${squash(declarations)} }`, factLimits.shortText);
        break;
      }
    }
  }

  return { hiddenUntilScript };
}

export type StyleFacts = ReturnType<typeof styleFacts>;
