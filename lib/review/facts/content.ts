/**
 * Content facts: what the page's code says about how it was finished and kept. Document basics
 * (doctype, character set, <base>), leftovers from the build (filler text, addresses on a
 * developer's machine or a staging host, links that go nowhere), a stale copyright year, an
 * analytics tag that stopped working, a script that sends phones elsewhere, and the contact details
 * a visitor can read. Each is read from the whole document, so an absence is only claimed after
 * every place it could be was looked at. Pure: no I/O.
 */
import { isTag, type Element } from 'domhandler';
import { factLimits } from './limits';
import { attr, clip, isDeadHref, isWidgetControl, pushDistinct, rawText, resolve, squash, visibleText, type PageDocument } from './document';

const LOCAL_HOST = /^(localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1\]|[\w.-]+\.(?:local|localhost|test|internal|lan))$/i;
/** Hosts that are a site under construction: a staging or development name, or a host's preview domain. */
const STAGING_LABEL = /(^|[.-])(staging|stage|stg|dev|develop|development|test|testing|qa|uat|preview|sandbox)(\d*)([.-]|$)/i;
const PREVIEW_DOMAIN = /\.(herokuapp\.com|netlify\.app|vercel\.app|pages\.dev|wpengine\.com|wpenginepowered\.com|kinsta\.cloud|azurewebsites\.net|onrender\.com|web\.app|firebaseapp\.com|ngrok\.io|ngrok-free\.app)$/i;
/** Attributes that hold addresses the browser or a script loads or follows. */
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'poster', 'data', 'data-src', 'data-srcset', 'data-bg', 'data-background', 'data-href', 'data-full-res', 'data-lazy-src', 'data-original'];

/** Filler and template text that should never reach a live page. */
const FILLER: readonly RegExp[] = [
  /\blorem ipsum\b/i,
  /\bdolor sit amet\b/i,
  /\bconsectetur adipiscing elit\b/i,
  /\bjust another wordpress site\b/i,
  /\bthis is an example page\b/i,
  /\bwelcome to wordpress\. this is your first post\b/i,
  /\b(?:your|company|business) name here\b/i,
  /\b(?:insert|add|enter|type) (?:your )?(?:text|content|title|description) here\b/i,
  /\byour (?:text|content|title|tagline) here\b/i,
  /\bexample@example\.com\b/i,
  /\b(?:you|your|name|info)@(?:your)?domain\.com\b/i,
  /\byourdomain\.com\b/i,
  /\(555\) 555-5555|\b555-555-5555\b|\b123-456-7890\b/,
  /\b(?:TODO|FIXME):/,
  /\b(?:description|text|copy|content) goes here\b/i,
];


/** WordPress's first post and page, left published. */
const TEMPLATE_DEFAULTS = new Set(['hello world!', 'sample page']);

/** A phone number as people write it: +country or a leading 0 or (area), then groups of digits; 9 to 13 digits in all. */
const PHONE = /(?:\+\d{1,3}[\s.-]?|\b0|\(\d{2,5}\)\s?|\b\d{3}[\s.-])(?:\(?\d{1,5}\)?[\s.-]?){1,5}\d{2,5}\b/g;
const OBFUSCATED_EMAIL = /\b[\w.%+-]+\s*(?:\[at\]|\(at\)|\{at\}|\s+at\s+)\s*[a-z0-9-]+\s*(?:\[dot\]|\(dot\)|\.)\s*[a-z]{2,}\b/gi;
const EMAIL = /\b[\w.%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/gi;
const STREET = /\b\d{1,6}\s+(?:[\p{L}\d.'-]+\s+){0,4}(?:street|st|road|rd|avenue|ave|boulevard|blvd|lane|ln|drive|dr|way|court|ct|place|pl|highway|hwy|parkway|pkwy|square|sq|terrace|circle|pike|route|rte)\b\.?/iu;
const POSTAL = /\b(?:P\.?\s?O\.?\s+Box\s+\d+|[A-Z]{2},?\s+\d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|[A-Z][a-z]+,\s*(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])\b)|[\p{L}-]+(?:straße|strasse|str\.|weg|gasse|platz)\s+\d+|\b\d{1,4},?\s+(?:rue|avenue|boulevard|via|calle|avenida|place)\s/u;
const HOURS = /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?\b[^.]{0,60}?\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?\s*(?:-|–|—|to)\s*\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\bopen 24 hours\b|\b(?:opening|business|office) hours\b|\bhours:/i;
const MAP_LINK = /^(?:https?:\/\/)?(?:www\.)?(?:google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|goo\.gl\/maps|maps\.app\.goo\.gl|maps\.apple\.com|bing\.com\/maps)/i;
const COPYRIGHT = /(?:©|\(c\)|copyright)\s*(?:©|\(c\))?\s*((?:19|20)\d{2})(?:\s*[-–—]\s*((?:19|20)\d{2}))?/gi;
/** Words of a notice that has a date: hours, closures, events, offers, updates. */
const NOTICE = /\b(?:closed|closing|closure|re-?open\w*|holiday hours|hours (?:for|during|over)|schedule|updated?|announcement|notice|special offer|offer ends|sale ends|event|join us|this (?:season|year)|new for|coming soon|tax season|registration|enrol?ment)\b/i;
/** Words that make a year history, not a date: "since 1998", "founded in 2005". */
const HISTORY = /\b(?:since|established|est\.|founded|opened in|serving\b[^.]{0,40}\bsince|in business|celebrat\w+|years? of|©|copyright|\(c\))\b[^.]{0,20}$/i;
const CHARSET = /charset\s*=\s*["']?([\w-]+)/i;
const UA_ID = /\bUA-\d{4,10}-\d{1,4}\b/g;
const OLD_ANALYTICS = /google-analytics\.com\/(?:ga|urchin|analytics)\.js|_gaq\.push|\bga\(\s*['"]create['"]/i;
/** Google Analytics 4, or a Tag Manager container that may run it. */
const GA4_ID = /\bG-[A-Z0-9]{6,12}\b|googletagmanager\.com\/gtm\.js|\bGTM-[A-Z0-9]{4,10}\b/;
const PHONE_REDIRECT = /(?:(?:screen\.width|innerWidth|clientWidth)\s*<=?\s*\d{3,4}|matchMedia\(\s*["'][^"']*max-width|navigator\.userAgent[\s\S]{0,80}?(?:mobile|android|iphone))[\s\S]{0,200}?location(?:\.href)?\s*(?:=|\.replace\(|\.assign\()\s*["']([^"']+)["']/i;

const around = (text: string, index: number, length: number) => clip(text.slice(Math.max(0, index - 30), index + length + 30), factLimits.shortText);

const inNavigation = (el: Element): boolean => {
  for (let p = el.parent; p; p = p.parent) {
    if (!isTag(p)) continue;
    if (p.name === 'nav' || p.name === 'header' || attr(p, 'role') === 'navigation') return true;
    if (/\b(?:nav|menu|navbar|navigation)\b/i.test(`${attr(p, 'id') ?? ''} ${attr(p, 'class') ?? ''}`)) return true;
  }
  return false;
};

/** Schema.org JSON-LD and microdata text, for the details a page gives only as structured data. */
function structuredText(d: PageDocument): string {
  const jsonLd = d.tags('script').filter((s) => (attr(s, 'type') ?? '').trim().toLowerCase() === 'application/ld+json').map(rawText);
  const itemprops = d.all.filter((el) => attr(el, 'itemprop') !== undefined).map((el) => `"${attr(el, 'itemprop')}"`);
  return [...jsonLd, ...itemprops].join(' ');
}

export function contentFacts(d: PageDocument, fetchedAt: string) {
  const { tags, all, base, pageUrl, headers } = d;
  const body = tags('body')[0];
  const text = visibleText(body ? [body] : d.doc.children);

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

  const baseHref = d.baseHref && pageUrl
    ? { href: clip(d.baseHref.href, factLimits.shortText), offSite: d.baseHref.host.toLowerCase() !== pageUrl.host.toLowerCase() && !d.isFirstParty(d.baseHref.hostname.toLowerCase()) }
    : null;

  // Leftovers: addresses on a developer's machine, staging hosts in the navigation, filler text.
  const leftovers = { local: 0, localExamples: [] as string[], staging: 0, stagingExamples: [] as string[], filler: [] as string[] };
  const ownHost = pageUrl?.host.toLowerCase() ?? '';
  const noteLocal = (el: Element, name: string, address: string) => {
    leftovers.local += 1;
    pushDistinct(leftovers.localExamples, clip(`<${el.name} ${name}="${address}">`, 140), factLimits.examples);
  };
  for (const el of all) {
    // An off-site <base> is a finding of its own (base-off-site).
    if (el.name === 'base') continue;
    for (const name of URL_ATTRIBUTES) {
      const value = attr(el, name);
      if (!value || !value.trim()) continue;
      for (const candidate of name.endsWith('srcset') ? value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') : [value]) {
        const trimmed = candidate.trim();
        if (/^file:/i.test(trimmed)) {
          noteLocal(el, name, trimmed);
          continue;
        }
        if (!/^(https?:)?\/\//i.test(trimmed)) continue;
        const target = resolve(trimmed, base);
        if (!target) continue;
        const host = target.host.toLowerCase();
        if (host === ownHost) continue;
        if (LOCAL_HOST.test(target.hostname)) noteLocal(el, name, trimmed);
        else if (el.name === 'a' && name === 'href' && inNavigation(el) && !d.isFirstParty(target.hostname.toLowerCase()) && (STAGING_LABEL.test(target.hostname) || PREVIEW_DOMAIN.test(target.hostname))) {
          leftovers.staging += 1;
          pushDistinct(leftovers.stagingExamples, clip(`${d.accessibleName(el) || '(no text)'} → ${trimmed}`, 140), factLimits.examples);
        }
      }
    }
  }
  const fillerSources = [text, d.tags('title').map(rawText).join(' '), d.metaContent('description') ?? '', ...tags('img').map((i) => attr(i, 'alt') ?? '')].map(squash);
  // A template's default posts and pages, when a heading or link is exactly one of them.
  for (const el of [...tags('h1'), ...tags('h2'), ...tags('h3'), ...tags('a')]) {
    const shown = squash(visibleText(el.children));
    if (TEMPLATE_DEFAULTS.has(shown.toLowerCase())) pushDistinct(leftovers.filler, clip(shown, factLimits.shortText), factLimits.examples);
  }
  for (const pattern of FILLER) {
    for (const source of fillerSources) {
      const match = pattern.exec(source);
      if (match) {
        pushDistinct(leftovers.filler, around(source, match.index, match[0].length), factLimits.examples);
        break;
      }
    }
  }

  // Links written as "#" where a page should be: visible text, and nothing that makes them a widget's control.
  const deadLinks = { count: 0, examples: [] as string[] };
  for (const a of tags('a')) {
    const href = attr(a, 'href');
    if (href === undefined || !isDeadHref(href)) continue;
    const shown = visibleText(a.children);
    if (!shown || !/[\p{L}]{2}/u.test(shown) || isWidgetControl(a)) continue;
    deadLinks.count += 1;
    pushDistinct(deadLinks.examples, clip(shown, 60), factLimits.examples);
  }

  // The newest year in a copyright notice; a year in its own element may be filled in by a script, so it is not read.
  let copyright: { text: string; year: number } | null = null;
  const yearNodes = all.filter((el) => /year|date/i.test(`${attr(el, 'id') ?? ''} ${attr(el, 'class') ?? ''}`));
  const scriptedYears = new Set(yearNodes.map((el) => visibleText(el.children)).filter((t) => /^\d{4}$/.test(t)));
  for (const match of text.matchAll(COPYRIGHT)) {
    const years = [match[1], match[2]].filter((y): y is string => Boolean(y));
    if (years.some((y) => scriptedYears.has(y))) continue;
    const year = Math.max(...years.map(Number));
    if (!copyright || year > copyright.year) copyright = { text: clip(match[0], 40), year };
  }
  const year = new Date(fetchedAt).getUTCFullYear();

  // A dated notice (hours, a closure, an event, an update) whose year is two or more years past.
  let staleNotice: { text: string; year: number } | null = null;
  for (const sentence of text.split(/(?<=[.!?])\s+|\s{2,}/)) {
    if (!NOTICE.test(sentence)) continue;
    for (const match of sentence.matchAll(/\b(?:19|20)\d{2}\b/g)) {
      const noticeYear = Number(match[0]);
      if (year - noticeYear < 2 || noticeYear > year || HISTORY.test(sentence.slice(0, match.index))) continue;
      if (new RegExp(COPYRIGHT.source, 'i').test(sentence)) continue;
      if (!staleNotice || noticeYear > staleNotice.year) staleNotice = { text: around(sentence, match.index!, match[0].length), year: noticeYear };
    }
  }

  // Analytics: Universal Analytics (ga.js, analytics.js, UA- properties) stopped processing data in July 2023.
  const scriptText = tags('script').map((s) => `${attr(s, 'src') ?? ''} ${attr(s, 'src') === undefined ? rawText(s) : ''}`).join('\n');
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
  for (const script of tags('script')) {
    if (attr(script, 'src') !== undefined) continue;
    const match = PHONE_REDIRECT.exec(rawText(script));
    const target = match?.[1] ?? null;
    if (target) {
      phoneRedirect = clip(target, factLimits.shortText);
      break;
    }
  }

  // Contact details a visitor can read, and where an address or hours could be: text, <address>, maps links, structured data.
  const phones: string[] = [];
  for (const match of text.matchAll(PHONE)) {
    const digits = match[0].replace(/\D/g, '').length;
    // Years and ranges of years ("2013-2026") are not phone numbers.
    if (digits >= 9 && digits <= 13 && !/^\s*(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}\s*$/.test(match[0])) pushDistinct(phones, clip(match[0].trim(), 30), 3);
  }
  const emails: string[] = [];
  for (const match of text.matchAll(EMAIL)) pushDistinct(emails, clip(match[0], 60), 3);
  for (const match of text.matchAll(OBFUSCATED_EMAIL)) pushDistinct(emails, clip(match[0], 60), 3);
  // Cloudflare's e-mail protection hides the address until its script runs.
  if (all.some((el) => attr(el, 'data-cfemail') !== undefined)) pushDistinct(emails, '[e-mail address protected by Cloudflare]', 3);
  const structured = structuredText(d);
  const mapLink = tags('a').some((a) => MAP_LINK.test((attr(a, 'href') ?? '').trim())) || tags('iframe').some((f) => MAP_LINK.test((attr(f, 'src') ?? '').trim()));
  const contact = {
    phones,
    emails,
    address: STREET.test(text) || POSTAL.test(text) || tags('address').some((a) => visibleText(a.children) !== '') || mapLink || /"(?:address|streetAddress|postalCode)"/.test(structured),
    hours: HOURS.test(text) || /"(?:openingHours|openingHoursSpecification)"/.test(structured),
  };

  return {
    documentBasics,
    baseHref,
    leftovers,
    deadLinks,
    copyright: copyright ? { ...copyright, yearsAgo: year - copyright.year, stale: year - copyright.year >= 2 } : null,
    staleNotice: staleNotice ? { ...staleNotice, yearsAgo: year - staleNotice.year } : null,
    analytics,
    phoneRedirect,
    contact,
  };
}

export type ContentFacts = ReturnType<typeof contentFacts>;
