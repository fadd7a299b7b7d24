/**
 * scripts/build/post-build.mjs, the second half of `npm run build`, run as `npm run build` runs it
 * (a Node process) on a copy of real `next build` output (tests/fixtures/next-build): it rewrites
 * the build and checks it, and a check that fails names the step and the file.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { inlineScriptHashes } from '@/scripts/build/csp-manifest';

const FIXTURE = path.resolve('tests/fixtures/next-build');
const script = path.resolve('scripts/build/post-build.mjs');
let build: string;

/**
 * A build folder from the fixture: its two pages, the proxy's trace and one real chunk, with a
 * stand-in for every other chunk the pages load (the post-build check wants each to exist).
 */
function freshBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
  for (const part of ['server', 'static']) cpSync(path.join(FIXTURE, part), path.join(dir, part), { recursive: true });
  for (const page of ['index.html', 'contact.html']) {
    const html = readFileSync(path.join(dir, 'server', 'app', page), 'utf8');
    for (const [, url] of html.matchAll(/(?:src|href)="(\/_next\/static\/chunks\/[^"]+\.js)"/g)) {
      const file = path.join(dir, 'static', url!.slice('/_next/static/'.length));
      if (!existsSync(file)) writeFileSync(file, `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([${JSON.stringify(url)}]);\n`);
    }
  }
  return dir;
}

function postBuild(...args: string[]) {
  const run = spawnSync(process.execPath, ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', script, '--dir', build, ...args], { encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, problems: run.stderr.split('\n').filter(Boolean) };
}

const page = (name: string) => path.join(build, 'server', 'app', name);
const chunkFiles = () => readdirSync(path.join(build, 'static', 'chunks')).filter((name) => name.endsWith('.js')).map((name) => path.join(build, 'static', 'chunks', name));
const realChunk = () => path.join(build, 'static', 'chunks', readdirSync(path.join(FIXTURE, 'static', 'chunks')).find((name) => name.endsWith('.js'))!);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const edit = (file: string, change: (text: string) => string) => writeFileSync(file, change(readFileSync(file, 'utf8')));

/** Every file of the build folder with its bytes. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const file = path.join(at, name);
      if (statSync(file).isDirectory()) walk(file);
      else files[path.relative(dir, file)] = readFileSync(file, 'latin1');
    }
  };
  walk(dir);
  return files;
}

beforeEach(() => {
  build = freshBuild();
});
afterEach(() => rmSync(build, { recursive: true, force: true }));

describe('on a build as next build left it', () => {
  it('runs the four steps in order, then passes its checks', () => {
    const run = postBuild();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').filter(Boolean).map((line) => line.split(':')[1]!.trim())).toEqual([
      'scripts-after-paint',
      'csp-manifest',
      'compile-hints',
      'precompress',
      'checked',
    ]);
  });

  it('leaves each page with its loader, the manifest with its hashes and the proxy trace, every chunk with its hint', () => {
    expect(postBuild().status).toBe(0);
    const home = readFileSync(page('index.html'), 'utf8');
    const contact = readFileSync(page('contact.html'), 'utf8');
    for (const html of [home, contact]) {
      expect(html).toContain('<script id="__scripts_after_paint">');
      expect(html).not.toContain('self.__next_f.push(');
      const payload = /"(\/_next\/static\/rsc\/[0-9a-f]+\.json)"\);<\/script>/.exec(html)![1]!;
      const segments = JSON.parse(readFileSync(path.join(build, 'static', 'rsc', path.basename(payload)), 'utf8')) as unknown[];
      expect(segments[0]).toEqual([0]);
      expect(segments.length).toBeGreaterThan(1);
    }
    const manifest = JSON.parse(readFileSync(path.join(build, 'csp-manifest.json'), 'utf8'));
    expect(manifest).toEqual({ routes: { '/': inlineScriptHashes(home), '/contact': inlineScriptHashes(contact) } });
    const trace = JSON.parse(readFileSync(path.join(build, 'server', 'middleware.js.nft.json'), 'utf8')) as { files: string[] };
    expect(trace.files.filter((file) => file === '../csp-manifest.json')).toHaveLength(1);
    for (const file of chunkFiles()) expect(readFileSync(file, 'utf8').split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  it('changes nothing on a second run', () => {
    expect(postBuild().status).toBe(0);
    const first = snapshot(build);
    expect(postBuild().status).toBe(0);
    expect(snapshot(build)).toEqual(first);
  });

  it('stops, naming scripts-after-paint and the page, where Next wrote a script preload another way', () => {
    edit(page('index.html'), (html) =>
      html.replace(/<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/, '<link rel="preload" href="$1" as="script" fetchPriority="low"/>'),
    );
    const run = postBuild();
    expect(run.status).toBe(1);
    expect(run.problems).toEqual([expect.stringMatching(new RegExp(`^post-build: scripts-after-paint: ${escaped(page('index.html'))}: a chunk tag in markup this transform does not know: <link rel="preload" href=`))]);
  });
});

describe('--check on a build', () => {
  beforeEach(() => {
    expect(postBuild().status).toBe(0);
  });

  it('passes a build the steps have run on, and changes nothing', () => {
    const before = snapshot(build);
    const run = postBuild('--check');
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(snapshot(build)).toEqual(before);
  });

  it('names scripts-after-paint and every page, on a build that skipped the steps', () => {
    rmSync(build, { recursive: true, force: true });
    build = freshBuild();
    const run = postBuild('--check');
    expect(run.status).toBe(1);
    for (const name of ['index.html', 'contact.html']) {
      expect(run.problems).toContain(`post-build: scripts-after-paint: ${page(name)}: no loader: the page was not transformed`);
    }
    expect(run.problems).toContainEqual(expect.stringMatching(/^post-build: csp-manifest: .*csp-manifest\.json: missing/));
    expect(run.problems).toContainEqual(expect.stringMatching(new RegExp(`^post-build: compile-hints: ${escaped(realChunk())}: the first line is not`)));
  });

  it('names scripts-after-paint and the page whose loader is gone (and csp-manifest, whose hashes no longer match it)', () => {
    edit(page('contact.html'), (html) => html.replace(/<script id="__scripts_after_paint">.*?<\/script>/, ''));
    const run = postBuild('--check');
    expect(run.status).toBe(1);
    expect(run.problems[0]).toBe(`post-build: scripts-after-paint: ${page('contact.html')}: no loader: the page was not transformed`);
    expect(run.problems.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^post-build: csp-manifest: ${escaped(page('contact.html'))}: the manifest lists 1 hash\\(es\\) for /contact that match none`)),
      // The page's own Brotli and gzip copies (prerendered pages are precompressed) are no longer of it.
      `post-build: precompress: ${page('contact.html')}: changed after it was precompressed (a later step rewrote it): its variants are stale`,
    ]);
  });

  it('names scripts-after-paint and the page where a chunk is still preloaded next to the loader', () => {
    edit(page('index.html'), (html) => html.replace('</head>', '<link as="script" rel="preload" href="/_next/static/chunks/late.js"/></head>'));
    const run = postBuild('--check');
    expect(run.status).toBe(1);
    expect(run.problems).toEqual([
      `post-build: scripts-after-paint: ${page('index.html')}: a chunk is still fetched before the first paint by markup the transform did not recognise: <link as="script" rel="preload" href="/_next/static/chunks/late.js"/>`,
      `post-build: precompress: ${page('index.html')}: changed after it was precompressed (a later step rewrote it): its variants are stale`,
    ]);
  });

  it('names scripts-after-paint and the page whose loader adds a chunk the build does not have', () => {
    const home = readFileSync(path.join(FIXTURE, 'server', 'app', 'index.html'), 'utf8');
    const loaded = [...home.matchAll(/<script src="\/_next\/static\/chunks\/([^"]+)" async="">/g)].map((match) => match[1]!);
    const standIn = chunkFiles().find((file) => file !== realChunk() && loaded.includes(path.basename(file)))!;
    rmSync(standIn);
    const run = postBuild('--check');
    expect(run.status).toBe(1);
    expect(run.problems).toContainEqual(expect.stringMatching(new RegExp(`^post-build: scripts-after-paint: .*\\.html: the loader adds /_next/static/chunks/${escaped(path.basename(standIn))}, which the build does not have$`)));
  });

  it.each([
    ['is missing', (file: string) => rmSync(file), /which the build does not have: the page would never hydrate$/],
    ['was changed after the build', (file: string) => writeFileSync(file, '[[0]]'), /is not the file its name hashes/],
  ])('names scripts-after-paint and the page whose payload file %s', (_case, spoil, problem) => {
    const payloads = readdirSync(path.join(build, 'static', 'rsc')).filter((name) => name.endsWith('.json'));
    expect(payloads).toHaveLength(2);
    const home = readFileSync(page('index.html'), 'utf8');
    const own = payloads.find((name) => home.includes(name))!;
    spoil(path.join(build, 'static', 'rsc', own));
    const run = postBuild('--check');
    expect(run.status).toBe(1);
    const [precompressed, others] = [run.problems.filter((line) => line.startsWith('post-build: precompress:')), run.problems.filter((line) => !line.startsWith('post-build: precompress:'))];
    expect(others).toEqual([expect.stringMatching(new RegExp(`^post-build: scripts-after-paint: ${escaped(page('index.html'))}: .*${problem.source}`))]);
    // Its Brotli and gzip copies are no longer its own either.
    expect(precompressed).toEqual([expect.stringContaining(own)]);
  });

  it('names csp-manifest and the page whose inline script changed after the manifest was written', () => {
    edit(page('index.html'), (html) => html.replace(/(<script id="_R_">[\s\S]*?)(<\/script>)/, '$1;$2'));
    const run = postBuild('--check');
    expect(run.status).toBe(1);
    expect(run.problems).toHaveLength(3);
    expect(run.problems[0]).toMatch(new RegExp(`^post-build: csp-manifest: ${escaped(page('index.html'))}: the manifest lacks the hashes of 1 of its inline scripts for /: 'sha256-`));
    expect(run.problems[2]).toBe(`post-build: precompress: ${page('index.html')}: changed after it was precompressed (a later step rewrote it): its variants are stale`);
  });

  it("names csp-manifest and the proxy's trace when the trace does not list the manifest", () => {
    const trace = path.join(build, 'server', 'middleware.js.nft.json');
    edit(trace, (text) => JSON.stringify({ ...JSON.parse(text), files: (JSON.parse(text) as { files: string[] }).files.filter((file) => !file.endsWith('csp-manifest.json')) }));
    const run = postBuild('--check');
    expect(run.status).toBe(1);
    expect(run.problems).toEqual([expect.stringMatching(new RegExp(`^post-build: csp-manifest: ${escaped(trace)}: does not list .*csp-manifest\\.json`))]);
  });

  it('names compile-hints and the chunk that lost its hint', () => {
    edit(realChunk(), (source) => source.slice(source.indexOf('\n') + 1));
    const run = postBuild('--check');
    expect(run.status).toBe(1);
    expect(run.problems).toEqual([
      `post-build: compile-hints: ${realChunk()}: the first line is not V8's compile hint (//# allFunctionsCalledOnLoad)`,
      `post-build: precompress: ${realChunk()}: changed after it was precompressed (a later step rewrote it): its variants are stale`,
    ]);
  });

  it('names precompress and the copy that is gone or does not decode to its file', () => {
    rmSync(`${realChunk()}.br`);
    writeFileSync(`${realChunk()}.gz`, gzipSync('something else'));
    const run = postBuild('--check');
    expect(run.status).toBe(1);
    expect(run.problems).toEqual([
      `post-build: precompress: ${realChunk()}.br: missing or not the size the manifest says`,
      expect.stringMatching(new RegExp(`^post-build: precompress: ${escaped(realChunk())}\\.gz: (missing or not the size|does not decode)`)),
    ]);
  });
});

describe('precompress', () => {
  it('writes a Brotli and a gzip copy of every static text file of 1 KB or more, each decoding to it, and lists them by URL', () => {
    expect(postBuild().status).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(build, 'precompressed.json'), 'utf8')) as Record<string, { file: string; size: number; variants: Record<string, number> }>;
    const chunk = realChunk();
    const url = `/_next/static/${path.relative(path.join(build, 'static'), chunk)}`;
    expect(manifest[url]).toEqual({ file: chunk, size: statSync(chunk).size, variants: { br: statSync(`${chunk}.br`).size, gzip: statSync(`${chunk}.gz`).size } });
    expect(brotliDecompressSync(readFileSync(`${chunk}.br`)).equals(readFileSync(chunk))).toBe(true);
    expect(gunzipSync(readFileSync(`${chunk}.gz`)).equals(readFileSync(chunk))).toBe(true);
    const payloads = readdirSync(path.join(build, 'static', 'rsc')).filter((name) => name.endsWith('.json'));
    for (const name of payloads) expect(manifest[`/_next/static/rsc/${name}`]?.variants.br).toBeGreaterThan(0);
    // The stand-in chunks are a line each: below 1 KB, not worth a copy.
    expect(Object.keys(manifest).filter((key) => key.startsWith('/_next/static/chunks/'))).toEqual([url]);
  });

  it("writes the prerendered pages' copies by route, with the ETag Next sends for the page as built", async () => {
    expect(postBuild().status).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(build, 'precompressed.json'), 'utf8')) as Record<string, { file: string; size: number; etag?: string; variants: Record<string, number> }>;
    const { generateETag } = (await import('next/dist/server/lib/etag')) as { generateETag: (body: string) => string };
    for (const [route, name] of [['/', 'index.html'], ['/contact', 'contact.html']] as const) {
      const html = readFileSync(page(name));
      expect(manifest[route]).toEqual({ file: page(name), size: html.length, etag: generateETag(html.toString('utf8')), variants: { br: statSync(`${page(name)}.br`).size, gzip: statSync(`${page(name)}.gz`).size } });
      expect(brotliDecompressSync(readFileSync(`${page(name)}.br`)).equals(html)).toBe(true);
    }
    // A static file's entry has no ETag: its copy is served for the file's size alone.
    expect(Object.values(manifest).filter((entry) => entry.etag).map((entry) => entry.file).sort()).toEqual([page('contact.html'), page('index.html')]);
  });

  it('names precompress and the page rewritten to the same length after its copies were made (its ETag tells)', () => {
    expect(postBuild().status).toBe(0);
    edit(page('contact.html'), (html) => html.replace('Contact', 'Cantact'));
    const run = postBuild('--check');
    expect(run.problems).toContain(`post-build: precompress: ${page('contact.html')}: changed after it was precompressed (a later step rewrote it): its variants are stale`);
  });
});

it('keeps the fixture small: two pages, one trace, one chunk', () => {
  expect(readdirSync(path.join(FIXTURE, 'server', 'app')).sort()).toEqual(['contact.html', 'index.html']);
  expect(readdirSync(path.join(FIXTURE, 'static', 'chunks'))).toHaveLength(1);
});
