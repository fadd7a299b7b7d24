// Times a site's own answers from a process of its own, so what the test process is doing (its mail
// and web stand-ins, its garbage collection) is not counted as the site's time. Every `every` ms, one
// GET / and one contact inquiry, each from a new visitor address; each timing (request to the whole
// answer) is one JSON line on stdout, after two uncounted warm-up requests. Ends at SIGTERM, after
// the pair under way.
//
//   node answer-prober.mjs <origin> [every=500] [run=0]
//
// Visitors come from 198.18.0.0/15 (the benchmarking range), 1024 addresses per run, so no two
// runs against one server share an address and the contact form's per-visitor limit never answers.
const [origin, every = '500', run = '0'] = process.argv.slice(2);
let stopping = false;
const began = performance.now();
process.on('SIGTERM', () => (stopping = true));

let n = 0;
const visitor = () => {
  const address = ((198 << 24) | (18 << 16)) + (Number(run) % 128) * 1024 + (n++ % 1024);
  return [24, 16, 8, 0].map((shift) => (address >>> shift) & 255).join('.');
};

async function timed(kind, request, expected) {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  const ms = performance.now() - started;
  process.stdout.write(`${JSON.stringify({ kind, at: Math.round(started - began), ms: Math.round(ms), status: response.status, ok: response.status === expected })}\n`);
}

// Not counted: this process's first request (its HTTP client's own start) and the first load of the
// two routes' code, which a deploy's first visitors pay once and the test's earlier reviews may not have.
await (await fetch(`${origin}/`, { headers: { 'x-forwarded-for': visitor() } })).arrayBuffer();
await (await fetch(`${origin}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() }, body: '{}' })).arrayBuffer();

while (!stopping) {
  await timed('home', () => fetch(`${origin}/`, { headers: { 'x-forwarded-for': visitor() } }), 200);
  await timed(
    'inquiry',
    () =>
      fetch(`${origin}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() },
        body: JSON.stringify({ name: 'Ada Lovelace', email: `prober-${process.pid}-${n}@example.com`, message: 'Hello while the lab runs', company_website: '' }),
      }),
    201,
  );
  await new Promise((resolve) => setTimeout(resolve, Number(every)));
}
