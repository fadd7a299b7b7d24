import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReviewReport } from '../../../lib/review/report/schema';

/**
 * The practice set: nine real small-business home pages in ../shared/review-practice, served by
 * their own serve.mjs on 127.0.0.2, with the mechanical list of flaws a checker finds on each
 * (ground-truth.json). Present beside the repository on developers' machines and in CI.
 */
export const PRACTICE_DIR = path.resolve(process.env.REVIEW_PRACTICE_DIR ?? '../shared/review-practice');
export const practiceAvailable = existsSync(path.join(PRACTICE_DIR, 'serve.mjs')) && existsSync(path.join(PRACTICE_DIR, 'ground-truth.json'));

export interface PracticeSite {
  name: string;
  industry: string;
  url: string;
  flaws: string[];
  html: string;
}

export interface PracticeServer {
  sites: PracticeSite[];
  allowHosts: string[];
  close(): Promise<void>;
}

/** Starts a corpus's serve.mjs on `basePort`, waits for its AI_FETCH_ALLOW_HOSTS line, and reads each site's address from what it printed. */
async function startServe(dir: string, basePort: number): Promise<{ urls: Map<string, string>; close(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [path.join(dir, 'serve.mjs')], {
    env: { ...process.env, BASE_PORT: String(basePort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const urls = await new Promise<Map<string, string>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve.mjs did not start: ${output}`)), 10_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!/AI_FETCH_ALLOW_HOSTS=/.test(output)) return;
      clearTimeout(timer);
      const found = new Map<string, string>();
      for (const match of output.matchAll(/^(\S+)\s+(http:\/\/127\.0\.0\.2:\d+\/)/gm)) found.set(match[1]!, match[2]!);
      resolve(found);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${output}`)));
  });
  return {
    urls,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Starts serve.mjs on `basePort` and waits for its AI_FETCH_ALLOW_HOSTS line. */
export async function startPracticeSites(basePort = 4780): Promise<PracticeServer> {
  const described = JSON.parse(readFileSync(path.join(PRACTICE_DIR, 'sites.json'), 'utf8')) as { name: string; industry: string }[];
  const truth = JSON.parse(readFileSync(path.join(PRACTICE_DIR, 'ground-truth.json'), 'utf8')) as Record<string, { flaws: string[] }>;
  const { urls, close } = await startServe(PRACTICE_DIR, basePort);
  const sites = described.map((site) => ({
    name: site.name,
    industry: site.industry,
    url: urls.get(site.name)!,
    flaws: truth[site.name]!.flaws,
    html: readFileSync(path.join(PRACTICE_DIR, site.name, 'index.html'), 'utf8'),
  }));
  return { sites, allowHosts: sites.map((s) => new URL(s.url).host), close };
}

/** Whether the report names a flaw from ground-truth.json, by the finding that states it and its evidence. */
export function namesFlaw(report: ReviewReport, flaw: string): boolean {
  const has = (id: string, text?: string | RegExp) =>
    report.findings.some(
      (f) => f.id === id && (text === undefined || f.evidence.some((e) => (typeof text === 'string' ? e.includes(text) : text.test(e)))),
    );
  const file = (p: string) => p.replace(/^(https?:\/\/|\.?\/)/, '').split('?')[0]!;
  let m: RegExpExecArray | null;
  if (flaw === 'no html lang') return has('lang-missing');
  if (flaw === 'no title' || flaw === 'empty title') return has('title-missing');
  if (flaw === 'title over 60 characters') return has('title-length', /^The title is \d+ characters/);
  if (flaw === 'no meta description') return has('description-missing');
  if (flaw === 'no viewport') return has('viewport-missing');
  if (flaw === 'no h1 heading') return has('h1-missing');
  if ((m = /^(\d+) h1 headings$/.exec(flaw))) return has('h1-many', `${m[1]} h1 headings`);
  if ((m = /^(\d+) images? without alt$/.exec(flaw))) return has('images-without-alt', new RegExp(`^${m[1]} of `));
  if ((m = /^(\d+) unlabelled form fields?$/.exec(flaw))) return has('unlabelled-fields', new RegExp(`^${m[1]} of `));
  if ((m = /^(\d+) empty links?$/.exec(flaw))) return has('empty-links', new RegExp(`^${m[1]} links?`));
  if ((m = /^generic link text: (.+) ×\d+$/.exec(flaw))) return has('generic-link-text', m[1]!);
  if (flaw === 'no phone or e-mail link') return has('no-phone-or-email-link') || has('no-contact-route');
  if (flaw === 'no structured data') return has('structured-data-missing');
  if (flaw === 'no canonical') return has('canonical-missing');
  if (flaw === 'no Open Graph') return has('open-graph-missing');
  if ((m = /^render-blocking script in head: (.+)$/.exec(flaw))) return has('render-blocking-scripts', file(m[1]!));
  if ((m = /^image over 500 KB: (\S+)/.exec(flaw))) return has('large-images', file(m[1]!));
  // A missing file the page fetches is a broken file; one only its stylesheet names (no element uses the rule, or another source of a font) is the stylesheet's leftover.
  if ((m = /^missing file: (.+)$/.exec(flaw))) return has('broken-files', file(m[1]!)) || has('stylesheet-missing-files', file(m[1]!));
  if (flaw.startsWith('page weight over 2 MB')) return has('page-weight');
  throw new Error(`no matcher for flaw ${flaw}`);
}

/**
 * The second practice set: six real multi-page sites in ../shared/review-practice-sites, served by
 * their serve.mjs (one port each on 127.0.0.2), with an expert's checks.json for each: flaws a
 * reviewer should name and traps that look like flaws but are not.
 */
export const PRACTICE_SITES_DIR = path.resolve(process.env.REVIEW_PRACTICE_SITES_DIR ?? '../shared/review-practice-sites');
export const practiceSitesAvailable = existsSync(path.join(PRACTICE_SITES_DIR, 'serve.mjs'));

export interface PracticeCheck {
  page: string;
  kind: 'flaw' | 'not-a-flaw';
  what: string;
  evidence: string;
}

export interface PracticeMultiSite {
  name: string;
  /** The trade the review is asked for (the visitor's choice on the form). */
  industry: string;
  /** The home page's address. */
  url: string;
  /** Every copied HTML page, as served (index.htm and about/index.html included), home page first. */
  pages: string[];
  checks: PracticeCheck[];
}

/** The trade each practice site's owner would pick on the review form. */
export const practiceSiteIndustries: Record<string, string> = {
  'cantonese-house': 'local-businesses',
  'dervin-dental': 'professional-services',
  'first-lutheran-church': 'nonprofits',
  'pure-green-cleaning': 'local-businesses',
  'robert-wiest-law': 'lawyers',
  'young-kim-accounting': 'accountants',
};

function htmlPages(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (existsSync(path.join(dir, relative, 'index.html'))) out.push(`${relative}/index.html`);
    } else if (!prefix && /\.html?$/i.test(entry.name)) out.push(relative);
  }
  return out;
}

/** Starts the multi-page sites' serve.mjs on `basePort` and waits for its AI_FETCH_ALLOW_HOSTS line. */
export async function startPracticeMultiSites(basePort = 4880): Promise<{ sites: PracticeMultiSite[]; allowHosts: string[]; close(): Promise<void> }> {
  const { urls, close } = await startServe(PRACTICE_SITES_DIR, basePort);
  const sites = [...urls].map(([name, url]) => {
    const dir = path.join(PRACTICE_SITES_DIR, name);
    const home = existsSync(path.join(dir, 'index.html')) ? 'index.html' : 'index.htm';
    return {
      name,
      industry: practiceSiteIndustries[name] ?? 'professional-services',
      url,
      pages: [home, ...htmlPages(dir).filter((p) => p !== home)],
      checks: JSON.parse(readFileSync(path.join(dir, 'checks.json'), 'utf8')) as PracticeCheck[],
    };
  });
  return { sites, allowHosts: sites.map((s) => new URL(s.url).host), close };
}
