/**
 * Old front-end libraries with published cross-site scripting flaws, named by the version the page
 * loads: read from the file's address (jquery-1.11.1.min.js, ?ver=1.11.1 on WordPress's own copy in
 * /wp-includes/, a CDN path) or from the licence comment at the top of the file as it was fetched.
 * A theme's ?ver= is its own version, not the library's, so it is not read. Pure: no I/O.
 */
import type { FetchedResource } from '../fetch/resources';
import { shortUrl } from './performance';

export interface LibraryFact {
  name: 'jQuery' | 'Bootstrap' | 'AngularJS';
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
  banner: RegExp;
  risky: (version: string) => string | null;
}

const libraries: Library[] = [
  {
    name: 'jQuery',
    file: /^jquery(?:\.min)?\.js$/i,
    inUrl: [new RegExp(String.raw`/jquery[-.]${VERSION}(?:\.min|\.slim|\.slim\.min)?\.js`, 'i'), new RegExp(String.raw`/jquery/${VERSION}/jquery`, 'i')],
    banner: new RegExp(String.raw`jQuery(?: JavaScript Library)? v${VERSION}`, 'i'),
    risky: (v) => (before(v, '3.5.0') ? 'versions before 3.5.0 have known cross-site scripting flaws (CVE-2020-11022, CVE-2020-11023)' : null),
  },
  {
    name: 'Bootstrap',
    file: /^bootstrap(?:\.bundle)?(?:\.min)?\.(?:js|css)$/i,
    inUrl: [new RegExp(String.raw`/bootstrap[-/@]${VERSION}/`, 'i'), new RegExp(String.raw`/bootstrap-${VERSION}(?:\.min)?\.(?:js|css)`, 'i')],
    banner: new RegExp(String.raw`Bootstrap v${VERSION}`, 'i'),
    risky: (v) =>
      parse(v)[0] <= 3
        ? `Bootstrap ${parse(v)[0]} no longer gets security fixes${before(v, '3.4.1') ? ', and versions before 3.4.1 have known cross-site scripting flaws (CVE-2018-14040, CVE-2018-14041, CVE-2018-14042, CVE-2019-8331)' : ''}`
        : null,
  },
  {
    name: 'AngularJS',
    file: /^angular(?:\.min)?\.js$/i,
    inUrl: [new RegExp(String.raw`/angular(?:js|\.js)?/${VERSION}/angular`, 'i'), new RegExp(String.raw`/angular[-.]${VERSION}(?:\.min)?\.js`, 'i')],
    banner: new RegExp(String.raw`AngularJS v${VERSION}`, 'i'),
    risky: (v) => (parse(v)[0] === 1 ? 'AngularJS 1.x reached its end of life in January 2022 and its known cross-site scripting flaws will not be fixed' : null),
  },
];

export function libraryFacts(resources: readonly FetchedResource[], pageUrl: string): LibraryFact[] {
  const found: LibraryFact[] = [];
  for (const r of resources) {
    if (r.type !== 'script' && r.type !== 'stylesheet') continue;
    const url = URL.parse(r.url);
    if (!url) continue;
    const fileName = url.pathname.split('/').at(-1) ?? '';
    for (const library of libraries) {
      const version =
        library.inUrl.map((pattern) => pattern.exec(url.pathname)?.[1]).find(Boolean) ??
        // WordPress's own copy carries the library's version as ?ver=; elsewhere ?ver= is often the theme's.
        (library.file.test(fileName) && url.pathname.includes('/wp-includes/') ? (/^\d+\.\d+(?:\.\d+)?$/.exec(url.searchParams.get('ver') ?? '')?.[0] ?? null) : null) ??
        library.banner.exec(r.banner)?.[1];
      if (!version) continue;
      const why = library.risky(version);
      if (why && !found.some((f) => f.name === library.name && f.version === version)) found.push({ name: library.name, version, file: shortUrl(r.url, pageUrl), why });
    }
  }
  return found;
}
