/**
 * A claim of absence, searched for again: for each thing a finding says a page lacks
 * (Rule.claimsAbsent), where on the whole page it would be if it were there: any element, hidden or
 * not, any attribute, the text in every form a page writes it (case, accents, "&" and "and",
 * punctuation and spacing normalised). Phone numbers are libphonenumber-js's to find, in the
 * numbering plans the page's own signals point to. Answers what was found, or null when
 * the page truly lacks it.
 */
import { findPhoneNumbersInText, isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';
import type { Absent } from '../findings/rules/types';
import type { Element } from 'domhandler';
import { attr, squash, textBlocks } from '../html/document';
import { plansOf } from '../facts/country';
import type { ProofCorpus, ProofPage } from './corpus';
import { pageKey } from '../fetch/site-plan';

const clip = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const hrefs = (page: ProofPage) => page.document.tags('a').concat(page.document.tags('area')).map((a) => ({ a, href: squash(attr(a, 'href') ?? '') }));

/**
 * The numbering plans to read national numbers in: the page's own (its address, its numbers, its
 * domain, its language: facts/country.ts), then the country of its domain and of its language, then
 * the United States.
 */
function countries(page: ProofPage): CountryCode[] {
  const candidates: string[] = [...plansOf(page.document)];
  const tld = page.document.host.split('.').pop()?.toUpperCase() ?? '';
  candidates.push(tld === 'UK' ? 'GB' : tld);
  const html = page.document.tags('html')[0];
  const lang = (html && attr(html, 'lang')) ?? '';
  const region = /^[a-z]{2,3}[-_]([a-z]{2})\b/i.exec(lang.trim())?.[1]?.toUpperCase();
  if (region) candidates.push(region === 'UK' ? 'GB' : region);
  candidates.push('US');
  return [...new Set(candidates)].filter((c): c is CountryCode => isSupportedCountry(c));
}

function phoneNumber(page: ProofPage): string | null {
  const text = [...page.blocks, ...page.attributes.filter((a) => /\d{3}/.test(a))].join('\n');
  for (const country of countries(page)) {
    const found = findPhoneNumbersInText(text, { defaultCountry: country })[0];
    if (found) return `the phone number "${clip(text.slice(found.startsAt, found.endsAt))}"`;
  }
  return null;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
const HOURS_DAYS = /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?s?\b|\b(?:weekdays|daily|every day|7 days)\b/i;
const HOURS_TIME = /\b\d{1,2}(?:[:.]\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)|\b\d{1,2}[:.]\d{2}\b|\bnoon\b|\bmidnight\b|\b24 hours\b|\b24\/7\b/i;
const STREET =
  /\b\d{1,6}[a-z]?\s+(?:[\p{L}.'-]+\s+){1,4}(?:street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|way|court|ct|place|pl|highway|hwy|parkway|pkwy|terrace|crescent|cres|close|square|sq|circle|cir|trail|parade|pde|pike|row|strasse|straße)\b\.?/iu;
const POSTCODE =
  /\b(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])\s+\d{5}(?:-\d{4})?\b|\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}\b|\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/;
const MAP_LINK = /\b(?:maps\.google\.|google\.[a-z.]+\/maps|goo\.gl\/maps|maps\.app\.goo\.gl|maps\.apple\.com|bing\.com\/maps|openstreetmap\.org|waze\.com)/i;
const FORM_SERVICE = /\b(?:typeform\.com|jotform\.com|docs\.google\.com\/forms|forms\.gle|formstack\.com|wufoo\.com|cognitoforms\.com|hsforms\.|hubspot\.com|123formbuilder\.com|formsite\.com|tally\.so|airtable\.com\/embed|calendly\.com|acuityscheduling\.com)/i;

/** A time of day in figures or words ("10:30", "10 AM", "10 Uhr", "at 10", "noon", "ten o'clock"). */
const TIME_OF_DAY =
  /\b\d{1,2}(?:[:.h]\d{2})?\s*(?:a\.?m\b\.?|p\.?m\b\.?|uhr\b|o['’]clock\b)|\b\d{1,2}[:.h]\d{2}\b|\b(?:at|@)\s*\d{1,2}\b|\b(?:noon|midday|half past|quarter (?:past|to))\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+o['’]clock\b/i;
const PO_BOX = /\b(?:p\.?\s?o\.?\s*box|post office box|postfach|postbus|apartado)\b/i;
const TOP = new Set(['header', 'nav']);
const TOP_ROLE = /^(?:banner|navigation)$/i;
const TOP_NAME = /(?:^|[\s_-])(?:header|top-?bar|topbar|masthead|navbar|nav|menu)(?:$|[\s_-])/i;
const isTop = (el: Element) => TOP.has(el.name) || TOP_ROLE.test(attr(el, 'role') ?? '') || TOP_NAME.test(`${attr(el, 'class') ?? ''} ${attr(el, 'id') ?? ''}`);

function ancestors(el: Element): Element[] {
  const found: Element[] = [];
  for (let p = el.parent as Element | null; p && 'attribs' in p; p = p.parent as Element | null) found.push(p);
  return found;
}

const hasJsonLd = (page: ProofPage, pattern: RegExp) => page.document.tags('script').some((s) => /ld\+json/i.test(attr(s, 'type') ?? '') && pattern.test(s.children.map((c) => ('data' in c ? String(c.data) : '')).join('')));
const itemprop = (page: ProofPage, pattern: RegExp) => page.document.all.find((el) => pattern.test(attr(el, 'itemprop') ?? ''));

/** A form a visitor writes to the business with: not a search box. */
function messageForm(page: ProofPage): string | null {
  for (const form of page.document.tags('form')) {
    if (/search/i.test(`${attr(form, 'role') ?? ''} ${attr(form, 'action') ?? ''} ${attr(form, 'id') ?? ''} ${attr(form, 'class') ?? ''}`) && !page.document.all.some((el) => el.name === 'textarea' && isInside(el, form))) continue;
    const fields = page.document.all.filter((el) => isInside(el, form) && (el.name === 'textarea' || el.name === 'select' || (el.name === 'input' && !/^(?:hidden|submit|button|image|reset|search|checkbox|radio)$/i.test(attr(el, 'type') ?? 'text'))));
    if (fields.some((el) => el.name === 'textarea' || /^(?:email|tel)$/i.test(attr(el, 'type') ?? '')) || fields.length >= 2) return 'a form with fields to write in';
  }
  const hosted = page.document.tags('iframe').concat(hrefs(page).map((h) => h.a)).find((el) => FORM_SERVICE.test(attr(el, 'src') ?? attr(el, 'href') ?? ''));
  return hosted ? `a hosted form (${clip(attr(hosted, 'src') ?? attr(hosted, 'href') ?? '')})` : null;
}

/** Files a link may point at that are no web page. */
const NOT_A_PAGE = /\.(?:pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|pptx?|mp3|mp4|mov|ics|vcf|txt|xml|json|css|js)$/i;

/** A link to a page of this site with a form to write in, or to one the review did not read (it may have one). */
function formLink(page: ProofPage, corpus: ProofCorpus): string | null {
  const own = page.document.pageUrl ? pageKey(page.document.pageUrl) : '';
  for (const { href } of hrefs(page)) {
    const target = href ? URL.parse(href, page.document.base ?? undefined) : null;
    if (!target || !/^https?:$/.test(target.protocol) || !page.document.isFirstParty(target.hostname.toLowerCase()) || NOT_A_PAGE.test(target.pathname)) continue;
    const key = pageKey(target);
    if (key === own) continue;
    const linked = corpus.byPageKey.get(key);
    if (!linked) return `a link to ${clip(href)}, a page the review did not read`;
    if (linked !== page && messageForm(linked)) return `a link to ${clip(href)}, a page with ${messageForm(linked)}`;
  }
  return null;
}

function isInside(el: { parent: unknown }, ancestor: unknown): boolean {
  for (let node = el.parent as { parent: unknown } | null; node; node = node.parent as { parent: unknown } | null) if (node === ancestor) return true;
  return false;
}

function linkMatching(page: ProofPage, pattern: RegExp): string | null {
  const link = hrefs(page).find(({ a, href }) => pattern.test(`${href} ${squash(page.document.accessibleName(a))} ${attr(a, 'title') ?? ''}`));
  return link ? `a link to ${clip(link.href || squash(page.document.accessibleName(link.a)))}` : null;
}

const searchers: Record<Absent, (page: ProofPage, corpus: ProofCorpus) => string | null> = {
  title: (p) => (p.title ? `the title "${clip(p.title)}"` : null),
  description: (p) => (p.document.metaNamed('description').some((m) => squash(attr(m, 'content') ?? '')) ? 'a <meta name="description">' : null),
  h1: (p) => (p.document.tags('h1').length > 0 || p.document.all.some((el) => attr(el, 'role') === 'heading' && attr(el, 'aria-level') === '1') ? 'an <h1>' : null),
  headings: (p) => {
    const heading = p.document.all.find((el) => /^h[1-6]$/.test(el.name) || attr(el, 'role') === 'heading');
    return heading ? `a heading element (${heading.name})` : null;
  },
  lang: (p) => {
    const html = p.document.tags('html')[0];
    return html && squash(attr(html, 'lang') ?? attr(html, 'xml:lang') ?? '') ? 'a lang attribute on <html>' : null;
  },
  viewport: (p) => (p.document.metaNamed('viewport').length > 0 ? 'a <meta name="viewport">' : null),
  charset: (p) => {
    if (p.document.metas.some((m) => attr(m, 'charset') !== undefined || /charset=/i.test(attr(m, 'content') ?? ''))) return 'a character set in a <meta>';
    if (/charset=/i.test(p.headers['content-type'] ?? '')) return 'a character set in the Content-Type header';
    return p.document.bom ? 'a byte order mark' : null;
  },
  doctype: (p) => (p.document.doctype ? `the declaration ${p.document.doctype}` : null),
  canonical: (p) => (p.document.linkRels.some((l) => l.rels.includes('canonical')) || /rel="?canonical/i.test(p.headers.link ?? '') ? 'a canonical link' : null),
  'icon-link': (p) => (p.document.linkRels.some((l) => l.rels.some((r) => r === 'icon' || r === 'apple-touch-icon' || r === 'mask-icon')) ? 'an icon <link>' : null),
  'open-graph': (p) => (p.document.metas.some((m) => /^og:/i.test(attr(m, 'property') ?? attr(m, 'name') ?? '')) ? 'an Open Graph tag' : null),
  'structured-data': (p) =>
    p.document.tags('script').some((s) => /ld\+json/i.test(attr(s, 'type') ?? ''))
      ? 'a JSON-LD script'
      : p.document.all.some((el) => attr(el, 'itemscope') !== undefined || attr(el, 'typeof') !== undefined)
        ? 'microdata or RDFa'
        : null,
  'phone-number': phoneNumber,
  'email-address': (p) => {
    const found = [...p.blocks, ...p.attributes].map((t) => EMAIL.exec(t)?.[0]).find(Boolean);
    return found ? `the e-mail address "${clip(found)}"` : null;
  },
  'tel-link': (p) => (hrefs(p).some((h) => /^tel:/i.test(h.href)) ? 'a tel: link' : null),
  'mailto-link': (p) => (hrefs(p).some((h) => /^mailto:/i.test(h.href)) ? 'a mailto: link' : null),
  'message-form': messageForm,
  'contact-link': (p) => linkMatching(p, /contact|kontakt|contacto|get in touch|enquir|inquir/i),
  'form-link': formLink,
  address: (p) => {
    if (p.document.tags('address').some((a) => a.children.length > 0)) return 'an <address> element';
    const street = p.blocks.map((b) => STREET.exec(b)?.[0] ?? POSTCODE.exec(b)?.[0]).find(Boolean);
    if (street) return `the address "${clip(street)}"`;
    if (hrefs(p).some((h) => MAP_LINK.test(h.href)) || p.document.tags('iframe').some((f) => MAP_LINK.test(attr(f, 'src') ?? ''))) return 'a map link';
    if (hasJsonLd(p, /"(?:streetAddress|PostalAddress)"/) || itemprop(p, /\b(?:address|streetAddress)\b/)) return 'a schema.org address';
    return null;
  },
  'opening-hours': (p) => {
    // Days and times often sit in cells of their own: three blocks in a row are read together.
    const rows = p.blocks.map((_, i) => p.blocks.slice(i, i + 3).join(' '));
    const row = rows.find((b) => HOURS_DAYS.test(b) && HOURS_TIME.test(b));
    if (row) return `the hours "${clip(row)}"`;
    if (hasJsonLd(p, /"openingHours(?:Specification)?"/) || itemprop(p, /\bopeningHours\b/)) return 'opening hours in structured data';
    return null;
  },
  'tel-link-up-top': (p) => {
    // The page's top: its header or menu, and what comes before its main heading; the whole page when it has none.
    const h1 = p.document.tags('h1')[0];
    const h1At = h1 ? p.document.all.indexOf(h1) : -1;
    const top = (a: Element) => ancestors(a).some(isTop) || (h1At >= 0 && p.document.all.indexOf(a) < h1At);
    const hasTop = h1 !== undefined || p.document.all.some(isTop);
    return hrefs(p).some((h) => /^tel:/i.test(h.href) && (!hasTop || top(h.a))) ? 'a tel: link at the top of the page' : null;
  },
  'service-times': (p) => {
    const time = [...p.blocks, ...p.attributes].map((b) => TIME_OF_DAY.exec(b)?.[0]).find(Boolean);
    if (time) return `the time "${clip(time)}"`;
    return hasJsonLd(p, /"(?:openingHours(?:Specification)?|startDate|eventSchedule)"/) || itemprop(p, /\b(?:openingHours|startDate)\b/) ? 'times in structured data' : null;
  },
  'meeting-place': (p) => {
    // A P.O. Box is where letters go: its postcode (in its block or the two before it) is no place to meet.
    const box = (text: string) => PO_BOX.test(text) && !STREET.test(text);
    if (p.document.tags('address').some((a) => { const text = textBlocks(a.children).join(' ').trim(); return text !== '' && !box(text); })) return 'an <address> element';
    const place = p.blocks.map((b, i) => STREET.exec(b)?.[0] ?? (p.blocks.slice(Math.max(0, i - 2), i + 1).some(box) ? undefined : POSTCODE.exec(b)?.[0])).find(Boolean);
    if (place) return `the address "${clip(place)}"`;
    if (hrefs(p).some((h) => MAP_LINK.test(h.href)) || p.document.tags('iframe').some((f) => MAP_LINK.test(attr(f, 'src') ?? ''))) return 'a map link';
    if (hasJsonLd(p, /"streetAddress"\s*:\s*"(?![^"]*\b(?:p\.?\s?o\.?\s*box|post office box)\b)[^"]+"/i) || itemprop(p, /\bstreetAddress\b/)) return 'a schema.org street address';
    return null;
  },
  'privacy-link': (p) => linkMatching(p, /privacy|datenschutz|privacidad|confidentialit|vie priv|data protection|gdpr|cookie policy/i),
};

/** What the page shows of a thing a finding says it lacks, or null when it truly lacks it. */
export const findOnPage = (page: ProofPage, absent: Absent, corpus: ProofCorpus): string | null => searchers[absent](page, corpus);
