/**
 * Content facts: what the page's code says about how it was built and kept. Document basics
 * (doctype, character set, <base>), an analytics tag that stopped working, a script that sends
 * phones elsewhere, the CMS version the page announces, Flash, a page kept invisible until a script
 * shows it, and text a script is meant to replace ("Loading…"). Pure: no I/O.
 */
import { factLimits } from './limits';
import { attr, clip, countWords, pushDistinct, rawText, squash, textBlocks, visibleText, type PageDocument } from './document';

const CHARSET = /charset\s*=\s*["']?([\w-]+)/i;
const UA_ID = /\bUA-\d{4,10}-\d{1,4}\b/g;
const OLD_ANALYTICS = /google-analytics\.com\/(?:ga|urchin|analytics)\.js|_gaq\.push|\bga\(\s*['"]create['"]/i;
/** Google Analytics 4, or a Tag Manager container that may run it. */
const GA4_ID = /\bG-[A-Z0-9]{6,12}\b|googletagmanager\.com\/gtm\.js|\bGTM-[A-Z0-9]{4,10}\b/;
const PHONE_REDIRECT = /(?:(?:screen\.width|innerWidth|clientWidth)\s*<=?\s*\d{3,4}|matchMedia\(\s*["'][^"']*max-width|navigator\.userAgent[\s\S]{0,80}?(?:mobile|android|iphone))[\s\S]{0,200}?location(?:\.href)?\s*(?:=|\.replace\(|\.assign\()\s*["']([^"']+)["']/i;
const FLASH_FILE = /["']([^"'\s]+\.swf)(?:\?[^"']*)?["']/i;
/** What a page shows where a script is to write some content ("Loading information...", "Loading reviews…"); a bare "Loading..." is a page loader's. */
const SCRIPT_FILLED = /^loading(?:\s+[a-z]+){1,3}\s*(?:\.{2,3}|…)$/i;

/** The CMS versions whose security support has ended, and when. */
const UNSUPPORTED_CMS: { name: string; pattern: RegExp; ended: (major: number, minor: number) => string | null }[] = [
  {
    name: 'Joomla',
    pattern: /\bJoomla!?\s*(\d+)(?:\.(\d+))?/i,
    ended: (major, minor) =>
      major === 1 ? (minor >= 6 ? '2012' : minor === 5 ? '2012' : '2009') : major === 2 ? '2014' : major === 3 ? 'August 2023' : major === 4 ? 'October 2025' : null,
  },
  { name: 'Drupal', pattern: /\bDrupal\s*(\d+)/i, ended: (major) => ({ 5: '2011', 6: 'February 2016', 7: 'January 2025', 8: 'November 2021', 9: 'November 2023' })[major] ?? null },
  { name: 'WordPress', pattern: /\bWordPress\s*(\d+)\.(\d+)/i, ended: (major) => (major <= 4 ? '2018 or earlier (its last 4.x release)' : null) },
];

export function contentFacts(d: PageDocument) {
  const { tags, headers } = d;

  // Document basics: the doctype decides standards or quirks mode; the character set may come from the header.
  const charsetIn = (contentType: string | undefined) => CHARSET.exec(contentType ?? '')?.[1];
  const charset =
    d.metas.map((m) => attr(m, 'charset')).find((c) => c && c.trim()) ??
    charsetIn(d.metas.find((m) => (attr(m, 'http-equiv') ?? '').toLowerCase() === 'content-type')?.attribs.content) ??
    charsetIn(headers['content-type']) ??
    (d.bom ? 'utf-8 (byte order mark)' : undefined);
  const documentBasics = {
    doctype: d.doctype ? clip(d.doctype, factLimits.shortText) : null,
    charset: charset ? clip(charset, 20) : null,
  };

  const baseHref = d.baseHref && d.pageUrl
    ? { href: clip(d.baseHref.href, factLimits.shortText), offSite: d.baseHref.host.toLowerCase() !== d.pageUrl.host.toLowerCase() && !d.isFirstParty(d.baseHref.hostname.toLowerCase()) }
    : null;

  // Analytics: Universal Analytics (ga.js, analytics.js, UA- properties) stopped processing data in July 2023.
  const scripts = tags('script');
  const scriptText = scripts.map((s) => `${attr(s, 'src') ?? ''} ${attr(s, 'src') === undefined ? rawText(s) : ''}`).join('\n');
  const universalIds: string[] = [];
  for (const match of scriptText.matchAll(UA_ID)) pushDistinct(universalIds, match[0], 3);
  const analytics = {
    universal: OLD_ANALYTICS.test(scriptText) || universalIds.length > 0,
    universalIds,
    legacyLoader: /ga\.js/.test(scriptText) ? 'ga.js' : /urchin\.js/.test(scriptText) ? 'urchin.js' : /analytics\.js/.test(scriptText) ? 'analytics.js' : null,
    ga4: GA4_ID.test(scriptText),
  };

  // An inline script that sends phones (by screen width or user agent) to another address.
  let phoneRedirect: string | null = null;
  for (const script of scripts) {
    if (attr(script, 'src') !== undefined) continue;
    const target = PHONE_REDIRECT.exec(rawText(script))?.[1] ?? null;
    if (target) {
      phoneRedirect = clip(target, factLimits.shortText);
      break;
    }
  }

  // The CMS the page announces in its generator tag, when that version no longer gets security fixes.
  let outdatedCms: { tag: string; name: string; version: string; ended: string } | null = null;
  for (const meta of d.metaNamed('generator')) {
    const content = squash(attr(meta, 'content') ?? '');
    for (const cms of UNSUPPORTED_CMS) {
      const match = cms.pattern.exec(content);
      if (!match) continue;
      const ended = cms.ended(Number(match[1]), Number(match[2] ?? 0));
      if (ended) outdatedCms ??= { tag: clip(`<meta name="generator" content="${content}">`, 120), name: cms.name, version: match[0].replace(/^\D+/, ''), ended };
    }
  }

  // Flash: an <object> or <embed> of a .swf, or a script that writes one (SWFObject, FlashObject).
  let flash: string | null = null;
  for (const el of [...tags('object'), ...tags('embed'), ...tags('param')]) {
    const source = attr(el, 'data') ?? attr(el, 'src') ?? (/^(?:movie|src)$/i.test(attr(el, 'name') ?? '') ? attr(el, 'value') : undefined) ?? '';
    if (/\.swf\b/i.test(source) || /shockwave-flash/i.test(attr(el, 'type') ?? '')) flash ??= clip(source || (attr(el, 'type') ?? ''), factLimits.shortText);
  }
  for (const script of scripts) flash ??= FLASH_FILE.exec(rawText(script))?.[1] ?? null;

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

  // Text a script is to replace: what crawlers and visitors without the script read instead.
  const scriptFilled = { count: 0, examples: [] as string[] };
  for (const block of textBlocks(body ? [body] : d.doc.children)) {
    if (!SCRIPT_FILLED.test(block)) continue;
    scriptFilled.count += 1;
    pushDistinct(scriptFilled.examples, clip(block, 40), 3);
  }

  return { documentBasics, baseHref, analytics, phoneRedirect, outdatedCms, flash, hiddenUntilScript, scriptFilled };
}

export type ContentFacts = ReturnType<typeof contentFacts>;
