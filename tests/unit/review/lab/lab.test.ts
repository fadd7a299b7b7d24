/**
 * The review's lab stage: one reader for Lighthouse results (a real LHR captured here, in
 * tests/fixtures/lighthouse), the PageSpeed Insights client against a local stand-in that answers
 * like runPagespeed, and a local Lighthouse run in Debian's Chromium whose every request passes the
 * fetch stage's SSRF rules: a page that tries each way of reaching a loopback canary gets nothing
 * through.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LAB_CATEGORIES, readLighthouseResult, LabResultError, rateLabMetric } from '@/lib/review/lab/lhr';
import { findChromium, runLocalLighthouse } from '@/lib/review/lab/local';
import { PagespeedError, runPagespeed } from '@/lib/review/lab/psi';

const lhr = (name: string) => JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'fixtures', 'lighthouse', `${name}-mobile.lhr.json`), 'utf8'));

const listen = (server: Server, host = '127.0.0.1', port = 0) =>
  new Promise<string>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}`));
  });
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('reading a Lighthouse result', () => {
  it('reads the metrics, the largest paint’s element, the screenshot and the savings of a real run', () => {
    const heavy = readLighthouseResult(lhr('heavy'));
    expect(heavy).toMatchObject({ performance: 68, lighthouseVersion: '13.5.0' });
    expect(heavy.lcpMs).toBeGreaterThan(9000);
    expect(heavy.fcpMs).toBeLessThanOrEqual(heavy.lcpMs);
    expect(heavy.lcpElement).toMatch(/^Brightline Accounting keeps the books/);
    expect(heavy.screenshot).toMatch(/^data:image\/jpeg;base64,/);
    expect(heavy.savings.renderBlocking.map((s) => s.url)).toEqual(['http://127.0.0.1:4000/js/app.js', 'http://127.0.0.1:4000/css/theme.css']);
    expect(heavy.savings.renderBlocking[0]!.wastedMs).toBeGreaterThan(1000);
    expect(heavy.savings.images.length).toBeGreaterThan(0);
    const good = readLighthouseResult(lhr('good'));
    expect(good.performance).toBe(99);
    expect(good.lcpMs).toBe(1381);
    expect(rateLabMetric('lcpMs', good.lcpMs)).toBe('good');
    expect(rateLabMetric('lcpMs', heavy.lcpMs)).toBe('poor');
  });

  it('names an image by its file', () => {
    const result = lhr('good');
    result.audits['lcp-breakdown-insight'].details.items[1] = { type: 'node', snippet: '<img src="/img/hero-portland.jpg?v=2" alt="Office">', nodeLabel: 'Office' };
    expect(readLighthouseResult(result).lcpElement).toBe('hero-portland.jpg');
  });

  it('refuses a result with a runtime error or without metrics', () => {
    expect(() => readLighthouseResult({ ...lhr('good'), runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'x' } })).toThrow(LabResultError);
    expect(() => readLighthouseResult({ ...lhr('good'), runtimeError: { code: 'NOT_HTML', message: 'x' } })).toThrow(
      'Lighthouse could not load the page on a phone: what it was sent to (after any redirect) is not a web page (NOT_HTML)',
    );
    const missing = lhr('good');
    delete missing.audits['largest-contentful-paint'].numericValue;
    expect(() => readLighthouseResult(missing)).toThrow(/largest-contentful-paint/);
    expect(() => readLighthouseResult('nothing')).toThrow(LabResultError);
  });
});

describe('PageSpeed Insights v5', () => {
  let server: Server;
  let endpoint: string;
  const asked: URL[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://psi');
      asked.push(url);
      if (url.pathname !== '/pagespeedonline/v5/runPagespeed') return res.writeHead(404).end();
      if (url.searchParams.get('key') === 'bad') {
        res.writeHead(400, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { code: 400, message: 'API key not valid. Please pass a valid API key.' } }));
      }
      if (url.searchParams.get('url')?.includes('unreachable')) {
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { code: 500, message: 'Lighthouse returned error: FAILED_DOCUMENT_REQUEST.' } }));
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ kind: 'pagespeedonline#result', id: url.searchParams.get('url'), lighthouseResult: lhr('heavy'), loadingExperience: {} }));
    });
    endpoint = `${await listen(server)}/pagespeedonline/v5/runPagespeed`;
  });
  afterAll(() => close(server));

  it('asks for the mobile strategy and the four categories, one parameter each, with the key, and reads the answer', async () => {
    const result = await runPagespeed('https://www.example.com/', { apiKey: 'k-123', endpoint });
    expect(readLighthouseResult(result).performance).toBe(68);
    const url = asked.at(-1)!;
    expect([...url.searchParams]).toEqual([
      ['url', 'https://www.example.com/'],
      ['strategy', 'mobile'],
      ['category', 'PERFORMANCE'],
      ['category', 'ACCESSIBILITY'],
      ['category', 'BEST_PRACTICES'],
      ['category', 'SEO'],
      ['key', 'k-123'],
    ]);
  });

  it('runs the same categories locally: the worker’s onlyCategories are LAB_CATEGORIES', () => {
    const worker = readFileSync(path.join(__dirname, '..', '..', '..', '..', 'lib', 'review', 'lab', 'lighthouse-worker.mjs'), 'utf8');
    const listed = /const LAB_CATEGORIES = \[([^\]]*)\]/.exec(worker)![1]!.match(/'[^']+'/g)!.map((c) => c.slice(1, -1));
    expect(listed).toEqual([...LAB_CATEGORIES]);
    expect(worker).toMatch(/onlyCategories: LAB_CATEGORIES/);
  });

  it('turns the API’s errors into one error with its message', async () => {
    await expect(runPagespeed('https://www.example.com/', { apiKey: 'bad', endpoint })).rejects.toThrow(/400: API key not valid/);
    await expect(runPagespeed('https://unreachable.example/', { endpoint })).rejects.toThrow(PagespeedError);
    await expect(runPagespeed('https://www.example.com/', { endpoint: 'http://127.0.0.1:9/' })).rejects.toThrow(/did not answer/);
  });
});

const chromium = findChromium();
const describeLocal = chromium ? describe : describe.skip;

describeLocal('a local Lighthouse run', () => {
  let site: Server;
  let canary: Server;
  let canary80: Server | null = null;
  let siteUrl: string;
  const canaryHits: string[] = [];
  const siteHits: string[] = [];

  beforeAll(async () => {
    canary = createServer((req, res) => {
      canaryHits.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('canary');
    });
    canary.on('upgrade', (req, socket) => {
      canaryHits.push(`UPGRADE ${req.url}`);
      socket.destroy();
    });
    const canaryUrl = await listen(canary);
    // A canary on a standard port (80, on another loopback address), so the address rule, not the port rule, must stop it.
    const hostile80 = createServer((req, res) => {
      canaryHits.push(`80 ${req.method} ${req.url}`);
      res.writeHead(200).end('canary');
    });
    canary80 = await listen(hostile80, '127.0.0.3', 80).then(() => hostile80, () => null);
    site = createServer((req, res) => {
      siteHits.push(req.url ?? '');
      if (req.url === '/to-canary') return res.writeHead(302, { location: `${canaryUrl}/redirected` }).end();
      if (req.url === '/style.css') return res.writeHead(200, { 'content-type': 'text/css' }).end('body{font:16px sans-serif}');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Canary</title><link rel="stylesheet" href="/style.css"><link rel="stylesheet" href="/to-canary"></head>
<body><h1>A page that reaches for the studio's own machine</h1>
<img src="${canaryUrl}/img" alt=""><img src="http://canary.test/dns-name" alt=""><img src="http://127.0.0.3/standard-port" alt="">
<iframe src="${canaryUrl}/frame" title="x"></iframe>
<script>
fetch('${canaryUrl}/fetch').catch(() => {});
navigator.sendBeacon('${canaryUrl}/beacon', 'x');
try { new WebSocket('${canaryUrl.replace('http', 'ws')}/ws'); } catch (e) {}
var x = new XMLHttpRequest(); x.open('GET', 'http://canary.test/xhr'); x.send();
</script></body></html>`);
    });
    siteUrl = `${await listen(site)}/`;
  });
  afterAll(async () => {
    await Promise.all([close(site), close(canary), canary80 ? close(canary80) : Promise.resolve()]);
  });

  it('measures the page, and no request reaches a private address by any road', async () => {
    const siteHost = new URL(siteUrl).host;
    const result = await runLocalLighthouse(siteUrl, {
      chromePath: chromium!,
      timeoutMs: 60_000,
      allowHosts: [siteHost],
      // canary.test is a public-looking name that resolves to loopback.
      lookup: async (hostname) => (hostname === 'canary.test' ? [{ address: '127.0.0.3', family: 4 }] : [{ address: '192.0.2.10', family: 4 }]),
    });
    const metrics = readLighthouseResult(result);
    expect(metrics.performance).toBeGreaterThan(0);
    expect(siteHits).toEqual(expect.arrayContaining(['/', '/style.css', '/to-canary']));
    expect(canaryHits).toEqual([]);
    // The guard's own 403s are not the site's answers: the lab's facts read those requests as unanswered.
    const refused = metrics.facts.requests.filter((r) => /canary\.test|127\.0\.0\.3/.test(r.url));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.status === null)).toBe(true);
    expect(metrics.facts.weight.broken.filter((b) => /canary|127\.0\.0\.3/.test(b.file))).toEqual([]);
    // And the run measured every category.
    expect(Object.keys((result as { categories: object }).categories).sort()).toEqual(['accessibility', 'best-practices', 'performance', 'seo']);
  }, 90_000);

  it('ends a run past its time limit', async () => {
    await expect(runLocalLighthouse(siteUrl, { chromePath: chromium!, timeoutMs: 500, allowHosts: [new URL(siteUrl).host] })).rejects.toThrow(/did not finish within/);
  }, 30_000);
});
