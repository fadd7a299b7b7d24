import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

/** Starts serve.mjs on `basePort` and waits for its AI_FETCH_ALLOW_HOSTS line. */
export async function startPracticeSites(basePort = 4780): Promise<PracticeServer> {
  const described = JSON.parse(readFileSync(path.join(PRACTICE_DIR, 'sites.json'), 'utf8')) as { name: string; industry: string }[];
  const truth = JSON.parse(readFileSync(path.join(PRACTICE_DIR, 'ground-truth.json'), 'utf8')) as Record<string, { flaws: string[] }>;
  const child: ChildProcess = spawn(process.execPath, [path.join(PRACTICE_DIR, 'serve.mjs')], {
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
  const sites = described.map((site) => ({
    name: site.name,
    industry: site.industry,
    url: urls.get(site.name)!,
    flaws: truth[site.name]!.flaws,
    html: readFileSync(path.join(PRACTICE_DIR, site.name, 'index.html'), 'utf8'),
  }));
  return {
    sites,
    allowHosts: sites.map((s) => new URL(s.url).host),
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
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
  if ((m = /^missing file: (.+)$/.exec(flaw))) return has('broken-files', file(m[1]!));
  if (flaw.startsWith('page weight over 2 MB')) return has('page-weight');
  throw new Error(`no matcher for flaw ${flaw}`);
}
