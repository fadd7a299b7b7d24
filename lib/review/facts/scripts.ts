/**
 * Script facts: what the page's scripts and plugins say (below), and old front-end libraries with
 * published flaws or no maintainer, named by the version the page loads: read from the file's
 * address (jquery-1.11.1.min.js, ?ver=1.11.1 on WordPress's own copy in /wp-includes/, a CDN path,
 * jquery-latest.js), from the library's own banner at the top of the file as it was fetched (not a
 * plugin's "Requires: jQuery v1.3+"), or from a script address an inline script writes
 * (document.write of a <script src>). A theme's ?ver= is its own version, not the library's, so it
 * is not read. Pure: no I/O.
 */
import type { FetchedResource } from '../fetch/resources';
import { shortUrl } from './files';
import { attr, clip, pushDistinct, rawText, type PageDocument } from './document';
import { factLimits } from './limits';

export interface LibraryFact {
  name: 'jQuery' | 'jQuery UI' | 'Bootstrap' | 'AngularJS' | 'MooTools' | 'Prototype';
  version: string;
  file: string;
  /** Why this version is a risk, with the advisories' names. */
  why: string;
}

type Version = [number, number, number];
const parse = (v: string): Version => {
  const [a = 0, b = 0, c = 0] = v.split('.').map((n) => Number.parseInt(n, 10) || 0);
  return [a, b, c];
};
const before = (v: string, limit: string) => {
  const [a, b] = [parse(v), parse(limit)];
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

const VERSION = String.raw`(\d+\.\d+(?:\.\d+)?)`;

interface Library {
  name: LibraryFact['name'];
  /** The file's name (last path segment) without a version; WordPress's copies carry it as ?ver=. */
  file: RegExp;
  /** A version in the address: in the file name or a CDN folder. */
  inUrl: RegExp[];
  /** The library's own banner, as the first words of the file's opening comment (or its first statement). */
  banner: RegExp;
  risky: (version: string) => string | null;
}

const jqueryRisk = (v: string) => (before(v, '3.5.0') ? 'versions before 3.5.0 have known cross-site scripting flaws (CVE-2020-11022, CVE-2020-11023)' : null);

const libraries: Library[] = [
  {
    name: 'jQuery UI',
    file: /^jquery-ui(?:\.custom)?(?:\.min)?\.js$/i,
    inUrl: [new RegExp(String.raw`/jquery-ui[-.]${VERSION}(?:\.custom)?(?:\.min)?\.js`, 'i'), new RegExp(String.raw`/jqueryui/${VERSION}/`, 'i'), new RegExp(String.raw`/jquery-ui@${VERSION}/`, 'i')],
    banner: new RegExp(String.raw`^jQuery UI(?: -)? v?${VERSION}`, 'i'),
    risky: (v) =>
      before(v, '1.13.2')
        ? `versions before 1.13.2 have known cross-site scripting flaws (${before(v, '1.13.0') ? 'CVE-2021-41182, CVE-2021-41183, CVE-2021-41184, ' : ''}CVE-2022-31160)`
        : null,
  },
  {
    name: 'jQuery',
    file: /^jquery(?:\.min)?\.js$/i,
    inUrl: [new RegExp(String.raw`/jquery[-.]${VERSION}(?:\.min|\.slim|\.slim\.min)?\.js`, 'i'), new RegExp(String.raw`/jquery/${VERSION}/jquery`, 'i'), new RegExp(String.raw`/jquery@${VERSION}/`, 'i')],
    banner: new RegExp(String.raw`^jQuery(?: JavaScript Library)? v${VERSION}`, 'i'),
    risky: jqueryRisk,
  },
  {
    name: 'Bootstrap',
    file: /^bootstrap(?:\.bundle)?(?:\.min)?\.(?:js|css)$/i,
    inUrl: [new RegExp(String.raw`/bootstrap[-/@]${VERSION}/`, 'i'), new RegExp(String.raw`/bootstrap-${VERSION}(?:\.min)?\.(?:js|css)`, 'i')],
    banner: new RegExp(String.raw`^Bootstrap v${VERSION}`, 'i'),
    risky: (v) =>
      parse(v)[0] <= 3
        ? `Bootstrap ${parse(v)[0]} no longer gets security fixes${before(v, '3.4.1') ? ', and versions before 3.4.1 have known cross-site scripting flaws (CVE-2018-14040, CVE-2018-14041, CVE-2018-14042, CVE-2019-8331)' : ''}`
        : null,
  },
  {
    name: 'AngularJS',
    file: /^angular(?:\.min)?\.js$/i,
    inUrl: [new RegExp(String.raw`/angular(?:js|\.js)?/${VERSION}/angular`, 'i'), new RegExp(String.raw`/angular[-.]${VERSION}(?:\.min)?\.js`, 'i')],
    banner: new RegExp(String.raw`^AngularJS v${VERSION}`, 'i'),
    risky: (v) => (parse(v)[0] === 1 ? 'AngularJS 1.x reached its end of life in January 2022 and its known cross-site scripting flaws will not be fixed' : null),
  },
  {
    name: 'MooTools',
    file: /^mootools(?:-core|-more)?(?:-yc|-nc)?(?:\.min)?\.js$/i,
    inUrl: [new RegExp(String.raw`/mootools(?:-core)?[-/]${VERSION}`, 'i')],
    banner: new RegExp(String.raw`^(?:var\s+)?MooTools\s*=\s*\{\s*['"]?version['"]?\s*:\s*['"]${VERSION}`, 'i'),
    risky: () => 'MooTools has had no release since 2016 and no one fixes its flaws',
  },
  {
    name: 'Prototype',
    file: /^prototype(?:\.min)?\.js$/i,
    inUrl: [new RegExp(String.raw`/prototype[-/]${VERSION}`, 'i')],
    banner: new RegExp(String.raw`^Prototype JavaScript framework, version ${VERSION}`, 'i'),
    risky: () => 'Prototype has had no release since 2015 and no one fixes its flaws',
  },
];

/** Addresses that always serve one frozen old copy: jquery-latest.js and the /1/ folders stopped at 1.11.1 in 2014. */
const FROZEN_JQUERY = /\/jquery-latest(?:\.min)?\.js$|\/ajax\/libs\/jquery\/1\/jquery(?:\.min)?\.js$|code\.jquery\.com\/jquery(?:\.min)?\.js$/i;

/** The first words of a file: its opening comment's first line with the comment markers taken off, else its first statement. */
function opening(banner: string): string {
  const text = banner.replace(/^\uFEFF/, '').trimStart();
  const comment = /^\/\*!?([\s\S]*?)(?:\*\/|$)/.exec(text)?.[1] ?? (/^\/\/(.*)/.exec(text)?.[1] ?? null);
  if (comment === null) return text.slice(0, 200);
  const first = comment.split('\n').map((line) => line.replace(/^\s*\*?\s*/, '').trim()).find(Boolean) ?? '';
  return first;
}

/** Script addresses an inline script writes into the page (document.write('<script src="…">'), loader lists). */
export function writtenScriptUrls(inlineScripts: readonly string[]): string[] {
  const urls: string[] = [];
  for (const text of inlineScripts) {
    for (const match of text.matchAll(/src\s*=\s*\\?["']([^"'\\\s]+\.js(?:\?[^"'\\\s]*)?)\\?["']/gi)) if (!urls.includes(match[1]!)) urls.push(match[1]!);
  }
  return urls.slice(0, 20);
}

function versionOf(library: Library, url: URL, banner: string): string | null {
  const fileName = url.pathname.split('/').at(-1) ?? '';
  return (
    library.inUrl.map((pattern) => pattern.exec(url.pathname)?.[1]).find(Boolean) ??
    // WordPress's own copy carries the library's version as ?ver=; elsewhere ?ver= is often the theme's.
    (library.file.test(fileName) && url.pathname.includes('/wp-includes/') ? (/^\d+\.\d+(?:\.\d+)?$/.exec(url.searchParams.get('ver') ?? '')?.[0] ?? null) : null) ??
    library.banner.exec(opening(banner))?.[1] ??
    (library.name === 'jQuery' && FROZEN_JQUERY.test(`${url.host}${url.pathname}`) ? '1.11.1' : null)
  );
}

export function libraryFacts(resources: readonly FetchedResource[], pageUrl: string, written: readonly string[] = []): LibraryFact[] {
  const found: LibraryFact[] = [];
  const files = [
    ...resources.filter((r) => (r.type === 'script' || r.type === 'stylesheet') && !/^text\/html/i.test(r.contentType)).map((r) => ({ url: r.url, banner: r.banner })),
    ...written.map((src) => ({ url: URL.parse(src, pageUrl)?.href ?? src, banner: '' })),
  ];
  for (const r of files) {
    const url = URL.parse(r.url);
    if (!url) continue;
    for (const library of libraries) {
      const version = versionOf(library, url, r.banner);
      if (!version) continue;
      const why = library.risky(version);
      const frozen = library.name === 'jQuery' && FROZEN_JQUERY.test(`${url.host}${url.pathname}`) ? `; ${url.pathname.split('/').at(-1)} stopped at 1.11.1 in 2014` : '';
      if (why && !found.some((f) => f.name === library.name && f.version === version)) found.push({ name: library.name, version, file: shortUrl(r.url, pageUrl), why: `${why}${frozen}` });
      break;
    }
  }
  return found;
}


const UA_ID = /\bUA-\d{4,10}-\d{1,4}\b/g;
/** A tag that runs Universal Analytics: a script that loads its library, or code that calls it with a property. An id in a configuration object is neither. */
const OLD_ANALYTICS = /google-analytics\.com\/(?:ga|urchin|analytics)\.js|_gaq\.push|\bga\(\s*['"]create['"]|\bgtag\(\s*['"]config['"]\s*,\s*['"]UA-/i;
/** Google Analytics 4, or a Tag Manager container that may run it. */
const GA4_ID = /\bG-[A-Z0-9]{6,12}\b|googletagmanager\.com\/gtm\.js|\bGTM-[A-Z0-9]{4,10}\b/;
const PHONE_REDIRECT = /(?:(?:screen\.width|innerWidth|clientWidth)\s*<=?\s*\d{3,4}|matchMedia\(\s*["'][^"']*max-width|navigator\.userAgent[\s\S]{0,80}?(?:mobile|android|iphone))[\s\S]{0,200}?location(?:\.href)?\s*(?:=|\.replace\(|\.assign\()\s*["']([^"']+)["']/i;
const FLASH_FILE = /["']([^"'\s]+\.swf)(?:\?[^"']*)?["']/i;

/** What the page's own scripts and plugins say: an analytics tag that stopped working, a script that sends phones elsewhere, Flash. */
export function scriptFacts(d: PageDocument) {
  const { tags } = d;
  // Analytics: Universal Analytics (ga.js, analytics.js, UA- properties) stopped processing data in July 2023. A tag is a
  // script that loads or calls it (OLD_ANALYTICS); a UA- id in a plugin's configuration is not one.
  const scripts = tags('script');
  const scriptText = scripts.map((s) => `${attr(s, 'src') ?? ''} ${attr(s, 'src') === undefined ? rawText(s) : ''}`).join('\n');
  const universalIds: string[] = [];
  for (const match of scriptText.matchAll(UA_ID)) pushDistinct(universalIds, match[0], 3);
  const universal = OLD_ANALYTICS.test(scriptText);
  const analytics = {
    universal,
    universalIds: universal ? universalIds : [],
    legacyLoader: /\bga\.js/.test(scriptText) ? 'ga.js' : /\burchin\.js/.test(scriptText) ? 'urchin.js' : /\banalytics\.js/.test(scriptText) ? 'analytics.js' : null,
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

  // Flash: an <object> or <embed> of a .swf, or a script that writes one (SWFObject, FlashObject).
  let flash: string | null = null;
  for (const el of [...tags('object'), ...tags('embed'), ...tags('param')]) {
    const source = attr(el, 'data') ?? attr(el, 'src') ?? (/^(?:movie|src)$/i.test(attr(el, 'name') ?? '') ? attr(el, 'value') : undefined) ?? '';
    if (/\.swf\b/i.test(source) || /shockwave-flash/i.test(attr(el, 'type') ?? '')) flash ??= clip(source || (attr(el, 'type') ?? ''), factLimits.shortText);
  }
  for (const script of scripts) flash ??= FLASH_FILE.exec(rawText(script))?.[1] ?? null;

  return { analytics, phoneRedirect, flash };
}

export type ScriptFacts = ReturnType<typeof scriptFacts>;
