/** Links and navigation, read from the page's <a> elements: tel:, mailto:, empty, vague and privacy links, the site's own pages it links to, and its calls to action. */
import { factLimits } from './limits';
import type { Element } from 'domhandler';
import { attr, clip, hasAncestor, hiddenFromVisitor, isDeadHref, isWidgetControl, pushDistinct, rawText, resolve, squash, type PageDocument } from './document';
import { pageCountry, plansOf } from './country';
import { readTel, type WrongCountryTel } from './phones';
import { emailPlaceholder } from './placeholders';
import { pageKey } from '../fetch/site-plan';

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

const FORM = new Set(['form']);
/** Hosted forms and booking pages: a link or embed of one is a way to get in touch. */
const FORM_SERVICES =
  /(?:^|[.\s/])((?:[\w-]+\.)?typeform\.com|(?:[\w-]+\.)?jotform\.(?:com|us|eu|me)|forms\.gle|docs\.google\.com\/forms|calendly\.com|acuityscheduling\.com|as\.me|wufoo\.com|formstack\.com|cognitoforms\.com|tally\.so|forms\.office\.com|hsforms\.(?:com|net)|squareup\.com\/appointments|book\.squareup\.com|opentable\.com|resy\.com|tockify\.com|setmore\.com|simplybook\.me|vagaro\.com|mindbodyonline\.com|zcal\.co|cal\.com|savvycal\.com|formspree\.io|paperform\.co|123formbuilder\.com)/;

/** The hosted form or booking service an address (host and path) or a script's text names, else null. */
const formServiceIn = (text: string): string | null => FORM_SERVICES.exec(text.toLowerCase())?.[1]?.split('/')[0] ?? null;

/** Files a link may point at that are no web page: no form stands in them. */
const NOT_A_PAGE = /\.(?:pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|pptx?|mp3|mp4|mov|ics|vcf|txt|xml|json|css|js)$/i;
/** The web pages of this site a page links to, hidden links too (not files such as a PDF or an image), without their fragment: where a way to write may stand. */
export function sitePageLinks(d: PageDocument): string[] {
  // One address per page, however it is written (/index.html is its folder), the page itself left out.
  const own = d.pageUrl ? pageKey(d.pageUrl) : '';
  const found = new Map<string, string>();
  for (const a of d.tags('a')) {
    const target = resolve((attr(a, 'href') ?? '').trim() || undefined, d.base);
    if (!target || !/^https?:$/.test(target.protocol) || !d.isFirstParty(target.hostname.toLowerCase()) || NOT_A_PAGE.test(target.pathname)) continue;
    const key = pageKey(target);
    if (key !== own && !found.has(key)) found.set(key, target.href.replace(/#.*$/, ''));
  }
  return [...found.values()];
}

const GENERIC_LINK_TEXT = new Set(['click here', 'read more', 'here', 'learn more', 'more', 'link', 'click', 'this link', 'more info']);
const CTA_TEXT =
  /\b(book|booking|schedule|consult|consultation|consultations|contact|get in touch|quote|estimate|call|appointment|get started|start now|enquire|inquire|enquiry|inquiry|request|donate|volunteer|hire)\b/i;

export function linkFacts(d: PageDocument) {
  const { tags, all, base, isFirstParty, accessibleName } = d;
  const plans = plansOf(d);
  const country = pageCountry(d)?.code ?? null;
  // Links
  const links = {
    total: 0,
    internal: 0,
    external: 0,
    tel: 0,
    mailto: 0,
    /** tel: and mailto: links to stand-in numbers and addresses (555-01xx, example.com): no way to reach anyone. */
    placeholderContacts: [] as string[],
    /** tel: links written with + but without the page's country code, so they dial another country (tel:+2125551234 on a US page). */
    wrongCountryTel: [] as WrongCountryTel[],
    empty: 0,
    emptyExamples: [] as string[],
    generic: 0,
    genericExamples: [] as string[],
    privacyPolicy: false,
  };
  /**
   * count and examples: calls to action that are not known to lead nowhere; live: those known to lead
   * somewhere (a link to a page, a section of this one, a phone or an address; a form's submit
   * button); dead: links written as "#" or javascript:, which go nowhere without a script.
   */
  const ctas = { count: 0, examples: [] as string[], live: 0, liveExamples: [] as string[], dead: 0, deadExamples: [] as string[] };
  const noteCta = (name: string, state: 'live' | 'dead' | 'unknown') => {
    if (!CTA_TEXT.test(name)) return;
    if (state === 'dead') {
      ctas.dead += 1;
      pushDistinct(ctas.deadExamples, clip(name, 60), factLimits.examples);
      return;
    }
    ctas.count += 1;
    pushDistinct(ctas.examples, clip(name, 60), factLimits.examples);
    if (state === 'live') {
      ctas.live += 1;
      pushDistinct(ctas.liveExamples, clip(name, 60), factLimits.examples);
    }
  };
  /** A form hosted elsewhere (Typeform, Google Forms…) or a booking service the page links or embeds. */
  let formService: string | null = null;
  let contactPage = false;
  const pageHost = d.pageUrl?.host ?? '';
  const pageAddress = d.pageUrl?.href.replace(/#.*$/, '') ?? '';
  /** Other pages of this site the page links to: none makes it a dead end. */
  const internalPages = new Set<string>();
  const ids = new Set(all.map((el) => attr(el, 'id')).concat(all.map((el) => (el.name === 'a' ? attr(el, 'name') : undefined))).filter((id): id is string => Boolean(id)));
  for (const a of tags('a')) {
    const href = attr(a, 'href');
    // A link no visitor can see is no way to act.
    if (href === undefined || hiddenFromVisitor(a)) continue;
    links.total += 1;
    const trimmed = href.trim();
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
    const target = resolve(trimmed, base);
    const address = safeDecode(trimmed.replace(/^[a-z]+:\s*/i, '').split('?')[0] ?? '').trim();
    if (scheme === 'tel') {
      const read = address.replace(/\D/g, '').length < 3 ? null : readTel(address, plans, country);
      if (!read || read.standIn) pushDistinct(links.placeholderContacts, clip(trimmed, 60), factLimits.examples);
      else links.tel += 1;
      const href = clip(trimmed, 60);
      if (read?.wrongCountry && links.wrongCountryTel.length < factLimits.examples && !links.wrongCountryTel.some((t) => t.href === href)) links.wrongCountryTel.push({ href, ...read.wrongCountry });
    } else if (scheme === 'mailto') {
      if (emailPlaceholder(address) || !address.includes('@')) pushDistinct(links.placeholderContacts, clip(trimmed, 60), factLimits.examples);
      else links.mailto += 1;
    } else if (/\/cdn-cgi\/l\/email-protection/.test(trimmed)) links.mailto += 1;
    else if (target && (target.protocol === 'http:' || target.protocol === 'https:')) {
      if (isFirstParty(target.hostname.toLowerCase())) links.internal += 1;
      else links.external += 1;
    }
    const name = accessibleName(a);
    if (target) formService ??= formServiceIn(target.hostname + target.pathname);
    if (/contact|get in touch|enquir|inquir|reach us|write to us/i.test(name) || /contact/i.test(trimmed)) contactPage = true;
    // A fragment leads somewhere only when the page has that id; "#" alone and javascript: lead nowhere (a script may still act on them).
    // An address on no real host (http://localhostcontact) or a stand-in number leads nowhere a visitor can go.
    const noRealHost = target !== null && /^https?:$/.test(target.protocol) && !target.hostname.includes('.') && !/^\[/.test(target.hostname) && target.host !== pageHost;
    const leadsSomewhere = trimmed.startsWith('#')
      ? trimmed.length > 1 && ids.has(safeDecode(trimmed.slice(1)))
      : !/^javascript:/i.test(trimmed) && trimmed !== '' && !noRealHost && !links.placeholderContacts.includes(clip(trimmed, 60));
    if (target && /^https?:$/.test(target.protocol) && isFirstParty(target.hostname.toLowerCase()) && target.href.replace(/#.*$/, '') !== pageAddress) internalPages.add(target.href.replace(/#.*$/, ''));
    if (name === '') {
      links.empty += 1;
      pushDistinct(links.emptyExamples, clip(trimmed || '(empty href)', factLimits.shortText), factLimits.examples);
    } else {
      const plain = name.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, '').trim();
      if (GENERIC_LINK_TEXT.has(plain)) {
        links.generic += 1;
        pushDistinct(links.genericExamples, clip(name, 40), factLimits.examples);
      }
      // A "#" link a script drives (a booking pop-up, say) may act: it is neither praised nor called dead.
      noteCta(name, leadsSomewhere ? 'live' : (isDeadHref(trimmed) && !isWidgetControl(a)) || noRealHost ? 'dead' : 'unknown');
    }
    if (/privacy/i.test(name) || /privacy/i.test(trimmed)) links.privacyPolicy = true;
  }
  // A submit button in a form acts; any other button acts only if a script makes it, which the HTML cannot show.
  const submits = (el: Element, type: string) => type === 'submit' && (hasAncestor(el, FORM) || attr(el, 'form') !== undefined);
  for (const button of tags('button').filter((b) => !hiddenFromVisitor(b))) noteCta(accessibleName(button), submits(button, (attr(button, 'type') ?? 'submit').toLowerCase()) ? 'live' : 'unknown');
  for (const input of tags('input').filter((i) => !hiddenFromVisitor(i))) {
    const type = (attr(input, 'type') ?? '').toLowerCase();
    if (type === 'submit' || type === 'button') noteCta(squash(attr(input, 'value') ?? attr(input, 'aria-label') ?? ''), submits(input, type) ? 'live' : 'unknown');
  }
  for (const el of all) if (attr(el, 'role') === 'button' && el.name !== 'a' && el.name !== 'button' && !hiddenFromVisitor(el)) noteCta(accessibleName(el), 'unknown');
  for (const frame of tags('iframe')) {
    const src = resolve(attr(frame, 'src'), base);
    if (src) formService ??= formServiceIn(src.hostname + src.pathname);
  }
  for (const script of tags('script')) formService ??= formServiceIn(attr(script, 'src') ?? rawText(script).slice(0, 2000));

  return { links: { ...links, formService, contactPage, internalPages: internalPages.size, sitePages: sitePageLinks(d).length }, ctas };
}
