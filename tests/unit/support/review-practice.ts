import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
