/** Conversion facts: links (tel:, mailto:, empty, vague, privacy) and calls to action. */
import { factLimits } from './limits';
import { attr, clip, pushDistinct, resolve, squash, type PageDocument } from './document';

const GENERIC_LINK_TEXT = new Set(['click here', 'read more', 'here', 'learn more', 'more', 'link', 'click', 'this link', 'more info']);
const CTA_TEXT =
  /\b(book|booking|schedule|consult|consultation|consultations|contact|get in touch|quote|estimate|call|appointment|get started|start now|enquire|inquire|enquiry|inquiry|request|donate|volunteer|hire)\b/i;

export function conversionFacts(d: PageDocument) {
  const { tags, all, base, isFirstParty, accessibleName } = d;
  // Links
  const links = {
    total: 0,
    internal: 0,
    external: 0,
    tel: 0,
    mailto: 0,
    empty: 0,
    emptyExamples: [] as string[],
    generic: 0,
    genericExamples: [] as string[],
    privacyPolicy: false,
  };
  const ctas = { count: 0, examples: [] as string[] };
  const noteCta = (name: string) => {
    if (!CTA_TEXT.test(name)) return;
    ctas.count += 1;
    pushDistinct(ctas.examples, clip(name, 60), factLimits.examples);
  };
  for (const a of tags('a')) {
    const href = attr(a, 'href');
    if (href === undefined) continue;
    links.total += 1;
    const trimmed = href.trim();
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
    if (scheme === 'tel') links.tel += 1;
    else if (scheme === 'mailto') links.mailto += 1;
    else {
      const target = resolve(trimmed, base);
      if (target && (target.protocol === 'http:' || target.protocol === 'https:')) {
        if (isFirstParty(target.hostname.toLowerCase())) links.internal += 1;
        else links.external += 1;
      }
    }
    const name = accessibleName(a);
    if (name === '') {
      links.empty += 1;
      pushDistinct(links.emptyExamples, clip(trimmed || '(empty href)', factLimits.shortText), factLimits.examples);
    } else {
      const plain = name.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, '').trim();
      if (GENERIC_LINK_TEXT.has(plain)) {
        links.generic += 1;
        pushDistinct(links.genericExamples, clip(name, 40), factLimits.examples);
      }
      noteCta(name);
    }
    if (/privacy/i.test(name) || /privacy/i.test(trimmed)) links.privacyPolicy = true;
  }
  for (const button of tags('button')) noteCta(accessibleName(button));
  for (const input of tags('input')) {
    const type = (attr(input, 'type') ?? '').toLowerCase();
    if (type === 'submit' || type === 'button') noteCta(squash(attr(input, 'value') ?? attr(input, 'aria-label') ?? ''));
  }
  for (const el of all) if (attr(el, 'role') === 'button' && el.name !== 'a' && el.name !== 'button') noteCta(accessibleName(el));

  return { links, ctas };
}
